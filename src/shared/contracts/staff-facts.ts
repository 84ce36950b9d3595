import { z } from 'zod';
import { studentParams } from './staff.js';
export { studentParams };
import { safeText } from './text.js';
import { placeShape } from './place.js';
import { dayDoc } from './documented.js';
import {
  correctableStatuses,
  fundingStatuses,
  MAX_REASON_LENGTH,
  MIN_REASON_LENGTH,
  startDateProblem,
} from '../domain/staff-facts.js';
import { t } from '../i18n.js';
import '../messages/staff-facts.js';

const person = z.object({ id: safeText(), name: safeText() });

/** The facts as the console reads and writes them (decision 041). */
export const programFacts = z.object({
  schoolId: safeText().nullable(),
  inSchoolStartDate: safeText().nullable(),
  stipendSp: z.boolean(),
  uberAccessEnabled: z.boolean(),
  wbId: safeText().nullable(),
  wfbFundingStatus: z.enum(fundingStatuses).nullable(),
  waitlistWbId: safeText().nullable(),
  wfp: z.boolean(),
  careerCoachId: safeText().nullable(),
});
export type ProgramFactsView = z.infer<typeof programFacts>;

const startDate = safeText()
  .superRefine((value, ctx) => {
    const problem = startDateProblem(value, new Date());
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: t(problem === 'invalid' ? 'staffFacts.startDateInvalid' : 'staffFacts.startDateTooFar'),
      });
  })
  .meta({ ...dayDoc, description: 'A real day, YYYY-MM-DD, within a year of today.' });

/** PATCH /api/admin/students/:id/facts: only the facts that change; at least one. */
export const factsPatchBody = z
  .object({
    schoolId: z.uuid(t('staffFacts.unknownSchool')).nullable(),
    inSchoolStartDate: startDate.nullable(),
    stipendSp: z.boolean(),
    uberAccessEnabled: z.boolean(),
    wbId: z.uuid(t('staffFacts.unknownBoard')).nullable(),
    wfbFundingStatus: z.enum(fundingStatuses, t('staffFacts.badFunding')).nullable(),
    waitlistWbId: z.uuid(t('staffFacts.unknownBoard')).nullable(),
    wfp: z.boolean(),
    careerCoachId: z.uuid(t('staffFacts.unknownCareerCoach')).nullable(),
  })
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: t('staffFacts.nothingToChange') })
  .meta({ minProperties: 1 });
export type FactsPatch = z.input<typeof factsPatchBody>;

/** GET /api/admin/students/:id/facts: the facts and the choices the console offers for each. */
export const factsResponse = z.object({
  facts: programFacts,
  schools: z.array(person),
  boards: z.array(person),
  careerCoaches: z.array(person),
  status: safeText().nullable(),
  /** The statuses this viewer may correct the student to, with a reason. */
  corrections: z.array(z.enum(correctableStatuses)),
});
export type FactsResponse = z.infer<typeof factsResponse>;

/** POST /api/admin/students/:id/status-correction */
export const statusCorrectionBody = z.object({
  status: z.enum(correctableStatuses, t('staffFacts.correction.unknownStatus')),
  reason: safeText()
    .trim()
    .min(MIN_REASON_LENGTH, t('staffFacts.correction.reasonRequired', { min: MIN_REASON_LENGTH }))
    .max(MAX_REASON_LENGTH, t('staffFacts.correction.reasonTooLong', { max: MAX_REASON_LENGTH })),
});
export type StatusCorrection = z.input<typeof statusCorrectionBody>;
export const statusCorrectionResponse = z.object({ status: z.enum(correctableStatuses) });

/** A trucking school as the console lists it. `managed`: made in the console (content rows are read-only). */
export const school = z.object({
  id: safeText(),
  name: safeText(),
  ...placeShape,
  providerId: safeText().nullable(),
  managed: z.boolean(),
  students: z.number().int(),
});
export type School = z.infer<typeof school>;

/** GET /api/admin/schools: the schools, and the registry entries a school may be linked to. */
export const schoolList = z.object({
  schools: z.array(school),
  providers: z.array(z.object({ providerId: safeText(), name: safeText() })),
});
export type SchoolList = z.infer<typeof schoolList>;

const line = (key: 'nameRequired' | 'addressRequired' | 'cityRequired') =>
  safeText()
    .trim()
    .min(1, t(`staffFacts.schools.${key}`))
    .max(200, t(`staffFacts.schools.${key}`));
const optionalLine = safeText()
  .trim()
  .max(200)
  .transform((v) => v || null)
  .nullable()
  .optional();
const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullable().optional();

/** The fields of a place students ride to: a school here, a board's One Stop office in staff-boards.ts. */
export const placeFields = {
  address: line('addressRequired'),
  city: line('cityRequired'),
  state: safeText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, t('staffFacts.schools.stateInvalid')),
  zip: safeText()
    .trim()
    .regex(/^\d{5}$/, t('staffFacts.schools.zipInvalid')),
  hours: optionalLine,
  phone: safeText()
    .trim()
    .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
    .refine((v) => v === '' || /^\d{10}$/.test(v), t('staffFacts.schools.phoneInvalid'))
    .transform((v) => (v ? `+1${v}` : null))
    .nullable()
    .optional(),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
};

/** A place's ride destination: both coordinates, or neither (then found from the address). */
export const coordinatesTogether = <
  T extends z.ZodType<{ latitude?: number | null; longitude?: number | null }>,
>(
  schema: T,
) =>
  schema.refine((b) => (b.latitude == null) === (b.longitude == null), {
    message: t('staffFacts.schools.coordinatesBoth'),
    path: ['latitude'],
  });

/** POST /api/admin/schools and PUT /api/admin/schools/:id (admins). */
export const schoolBody = coordinatesTogether(
  z
    .object({
      name: line('nameRequired'),
      ...placeFields,
      providerId: safeText().trim().max(60).nullable().optional(),
    })
    .strict(),
);
export type SchoolBody = z.input<typeof schoolBody>;
export const schoolParams = z.object({ id: z.uuid(t('staffFacts.schools.unknownSchool')) });
export const removedSchool = z.object({ id: safeText() });

export const staffFactsSchemas = {
  getProgramFacts: { params: studentParams, response: factsResponse },
  setProgramFacts: { params: studentParams, body: factsPatchBody, response: programFacts },
  correctStatus: { params: studentParams, body: statusCorrectionBody, response: statusCorrectionResponse },
  listSchools: { response: schoolList },
  createSchool: { body: schoolBody, response: school },
  updateSchool: { params: schoolParams, body: schoolBody, response: school },
  removeSchool: { params: schoolParams, response: removedSchool },
};
