import { describe, expect, it } from 'vitest';
import { preEnrollmentBody } from '@shared/contracts/school';
import { drugTestStatus, preEnrollmentOutcome, preEnrollmentStartPage } from '@shared/domain/school';
import { usStates } from '@shared/domain/us-states';

const yes = {
  addressVerified: true,
  payPalEmailVerified: true,
  phoneNumberVerified: true,
  canPassDrugTest: true,
  readyForSchool: true,
} as const;

describe('pre-enrollment outcome (spec 001 §4)', () => {
  it('all positive with funding Pending or Funded puts the student on hold for school', () => {
    expect(preEnrollmentOutcome(yes, 'Funded')).toBe('onHoldFunded');
    expect(preEnrollmentOutcome(yes, 'Pending')).toBe('onHoldFunded');
  });
  it('all positive without such funding goes to the schedule-a-call page', () => {
    expect(preEnrollmentOutcome(yes, null)).toBe('scheduleCall');
    expect(preEnrollmentOutcome(yes, 'Denied')).toBe('scheduleCall');
  });
  it('any negative answer means on hold with a follow-up, whatever the funding', () => {
    for (const key of Object.keys(yes) as (keyof typeof yes)[]) {
      expect(preEnrollmentOutcome({ ...yes, [key]: false }, 'Funded')).toBe('onHoldFollowUp');
    }
    expect(preEnrollmentOutcome({ ...yes, canPassDrugTest: 'unsure' }, 'Funded')).toBe('onHoldFollowUp');
  });
  it('names the drug test status and the start page', () => {
    expect([true, false, 'unsure'].map((v) => drugTestStatus(v as true))).toEqual(['Pass', 'Fail', 'Unsure']);
    expect(preEnrollmentStartPage(true)).toBe(4);
    expect(preEnrollmentStartPage(false)).toBe(0);
  });
  it('offers 50 states plus D.C.', () => {
    expect(usStates).toHaveLength(51);
    expect(usStates.map(([c]) => c)).toContain('DC');
  });
});

describe('pre-enrollment answers (spec 001 §5)', () => {
  const issue = (body: object) => {
    const r = preEnrollmentBody.safeParse({ ...yes, ...body });
    return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('needs a matching payment e-mail and phone when the shown ones are not right', () => {
    expect(
      issue({
        payPalEmailVerified: false,
        payPalEmail: 'a@example.org',
        payPalEmailConfirmation: 'b@example.org',
      }),
    ).toEqual(['payPalEmailConfirmation: Email addresses do not match.']);
    expect(
      issue({
        phoneNumberVerified: false,
        phoneNumber: '(312) 555-0100',
        phoneNumberConfirmation: '312.555.0101',
      }),
    ).toEqual(['phoneNumberConfirmation: Phone numbers do not match.']);
    expect(
      issue({
        phoneNumberVerified: false,
        phoneNumber: '+1 312 555 0100',
        phoneNumberConfirmation: '3125550100',
      }),
    ).toBeNull();
  });
  it('needs the whole new address, and month and year when not ready', () => {
    expect(
      issue({ addressVerified: false, streetAddress: '1 Main St', city: 'Chicago', state: 'IL' }),
    ).toEqual(['zip: This is required.']);
    expect(issue({ readyForSchool: false, month: '03' })).toEqual(['year: This is required.']);
    expect(issue({})).toBeNull();
  });
});
