import { z } from 'zod';
import type { SchemaTable } from './endpoint.js';
import type * as endpoints from './careers.endpoints.js';
import { safeText } from './text.js';
import { programStepSchema } from './program.js';

/** GET /api/careerServices: the career-services checklist with the spec's filters applied on the server. */
export const careerServicesResponse = z.object({
  title: z.enum(['First Things First', 'Get a head start on your future career']),
  steps: z.array(programStepSchema),
  jobBoardUrl: safeText().nullable(),
  /** The assigned career coach, for post-program students. */
  coachId: safeText().nullable(),
});
export type CareerServices = z.infer<typeof careerServicesResponse>;

/** GET /api/careerServiceCoaches/:id (spec 000 §3 "Coach": firstName, lastName). */
export const coachParams = z.object({ id: z.uuid() });
export const coachResponse = z.object({
  firstName: safeText(),
  lastName: safeText(),
  email: safeText(),
});
export type Coach = z.infer<typeof coachResponse>;

/** Skills a new CDL-A driver can claim on the one-page resume. */
export const resumeSkills = [
  'Pre-trip and post-trip inspections',
  'Backing and parking a tractor-trailer',
  'Air brake checks',
  'Reading maps and using GPS',
  'Keeping logs (ELD / hours of service)',
  'Securing a load',
  'Talking with customers and dispatch',
  'On time and reliable',
] as const;
export const resumeEndorsements = [
  'Doubles and triples (T)',
  'Tankers (N)',
  'Hazmat (H)',
  'Tanker and hazmat (X)',
] as const;

const line = (max: number) => safeText().trim().max(max, `Please keep it under ${max} characters.`);

/** PUT /api/resume: the answers the resume is made from. */
export const resumeBody = z
  .object({
    summary: line(300).default(''),
    skills: z.array(z.enum(resumeSkills)).max(resumeSkills.length).default([]),
    endorsements: z.array(z.enum(resumeEndorsements)).max(resumeEndorsements.length).default([]),
    jobs: z
      .array(
        z.object({
          title: line(80).min(1, 'Please enter the job title.'),
          employer: line(80).min(1, 'Please enter where you worked.'),
          years: line(30).default(''),
        }),
      )
      .max(3, 'Up to 3 jobs fit on one page.')
      .default([]),
  })
  .strict();
export type ResumeAnswers = z.infer<typeof resumeBody>;

/** GET and PUT /api/resume: the resume, or null before one was made. */
export const resumeResponse = z.object({
  resume: z
    .object({
      fullName: safeText(),
      phone: safeText(),
      email: safeText(),
      place: safeText().nullable(),
      school: safeText().nullable(),
      answers: resumeBody,
      updatedAt: safeText(),
    })
    .nullable(),
});
export type ResumeView = z.infer<typeof resumeResponse>;

/** The careers area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const careersSchemas = {
  getCareerServices: { response: careerServicesResponse },
  getCareerCoach: { params: coachParams, response: coachResponse },
  getResume: { response: resumeResponse },
  saveResume: { body: resumeBody, response: resumeResponse },
} satisfies SchemaTable<typeof endpoints>;
