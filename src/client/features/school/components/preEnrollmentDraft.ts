import { z } from 'zod';
import { preEnrollmentBody, type PreEnrollmentBody } from '@shared/contracts/school';

export type Drug = 'yes' | 'no' | 'unsure';

/** The answers as the student gives them: a choice per question and the fields a choice reveals. */
export interface Draft {
  address: boolean | null;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  payEmail: boolean | null;
  payPalEmail: string;
  payPalEmailConfirmation: string;
  phone: boolean | null;
  phoneNumber: string;
  phoneNumberConfirmation: string;
  drug: Drug | null;
  ready: boolean | null;
  month: string;
  year: string;
  schoolStatus: string;
}

export const emptyDraft: Draft = {
  address: null,
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  payEmail: null,
  payPalEmail: '',
  payPalEmailConfirmation: '',
  phone: null,
  phoneNumber: '',
  phoneNumberConfirmation: '',
  drug: null,
  ready: null,
  month: '',
  year: '',
  schoolStatus: '',
};

/** The body as far as the student has answered; unanswered questions count as "yes" for checking. */
export function toBody(d: Draft): PreEnrollmentBody {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    addressVerified: d.address ?? true,
    ...(d.address === false
      ? { streetAddress: opt(d.streetAddress), city: opt(d.city), state: opt(d.state), zip: opt(d.zip) }
      : {}),
    payPalEmailVerified: d.payEmail ?? true,
    ...(d.payEmail === false
      ? { payPalEmail: opt(d.payPalEmail), payPalEmailConfirmation: opt(d.payPalEmailConfirmation) }
      : {}),
    phoneNumberVerified: d.phone ?? true,
    ...(d.phone === false
      ? { phoneNumber: opt(d.phoneNumber), phoneNumberConfirmation: opt(d.phoneNumberConfirmation) }
      : {}),
    canPassDrugTest: d.drug === 'no' ? false : d.drug === 'unsure' ? 'unsure' : true,
    readyForSchool: d.ready ?? true,
    ...(d.ready === false
      ? { month: opt(d.month), year: opt(d.year), schoolStatus: opt(d.schoolStatus) }
      : {}),
  } as PreEnrollmentBody;
}

/**
 * The draft checked by the request's own schema (spec 001 §5): the body's field names are the draft's, so
 * each message lands on the field the student typed in.
 */
export const draftSchema = z.custom<Draft>().transform(toBody).pipe(preEnrollmentBody);
