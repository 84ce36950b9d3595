import { describe, expect, it } from 'vitest';
import { smsSegments } from '@shared/domain/sms.js';
import {
  canCorrectStatus,
  changedFacts,
  correctableStatuses,
  correctionTargets,
  factsProblem,
  programFactKeys,
  startDateProblem,
  type ProgramFacts,
} from '@shared/domain/staff-facts.js';
import { factSentences, noticeDate, noticeSms, statusSentence } from '@server/features/staff/fact-notices.js';
import '@server/locale.js';

const none: ProgramFacts = {
  schoolId: null,
  inSchoolStartDate: null,
  stipendSp: false,
  uberAccessEnabled: false,
  wbId: null,
  wfbFundingStatus: null,
  waitlistWbId: null,
  wfp: false,
  careerCoachId: null,
};
const today = new Date('2026-11-27T15:00:00Z');

describe('school start date', () => {
  it('takes a real date within a year of today', () => {
    expect(startDateProblem('2026-12-07', today)).toBeNull();
    expect(startDateProblem('2026-01-05', today)).toBeNull();
    expect(startDateProblem('2027-11-27', today)).toBeNull();
  });
  it('refuses a date that is not one, or a year typo', () => {
    expect(startDateProblem('2026-02-30', today)).toBe('invalid');
    expect(startDateProblem('12/07/2026', today)).toBe('invalid');
    expect(startDateProblem('', today)).toBe('invalid');
    expect(startDateProblem('2028-12-07', today)).toBe('tooFar');
    expect(startDateProblem('2016-12-07', today)).toBe('tooFar');
  });
});

describe('facts that must hold together', () => {
  it('a funding record needs its board; stipends need the start date', () => {
    expect(factsProblem(none)).toBeNull();
    expect(factsProblem({ ...none, wfbFundingStatus: 'Funded' })).toBe('fundingNeedsBoard');
    expect(factsProblem({ ...none, wfbFundingStatus: 'Funded', wbId: 'b' })).toBeNull();
    expect(factsProblem({ ...none, stipendSp: true })).toBe('stipendNeedsStartDate');
    expect(factsProblem({ ...none, stipendSp: true, inSchoolStartDate: '2026-12-07' })).toBeNull();
  });
  it('a change names only the facts whose value differs', () => {
    expect(changedFacts(none, { stipendSp: false, wfp: true, schoolId: undefined })).toEqual(['wfp']);
    expect(changedFacts({ ...none, schoolId: 's' }, { schoolId: null })).toEqual(['schoolId']);
    expect(changedFacts(none, {})).toEqual([]);
    expect(programFactKeys).toHaveLength(9);
  });
});

describe('status corrections', () => {
  it('lets a coach bring a student back from on hold, re-admit, or undo one forward move', () => {
    expect(correctionTargets('95_OnHoldForSchool', 'coach')).toEqual(['4_School']);
    expect(correctionTargets('99_Withdrew', 'coach')).toEqual([
      '0_New',
      '1_Setup',
      '2_Training',
      '3_Permit',
      '4_School',
    ]);
    expect(correctionTargets('3_Permit', 'coach')).toEqual(['2_Training']);
    expect(correctionTargets('5_PostProgram', 'coach')).toEqual(['4_School']);
    expect(correctionTargets('0_New', 'coach')).toEqual([]);
    expect(canCorrectStatus('3_Permit', '5_PostProgram', 'coach')).toBe(false);
    expect(canCorrectStatus('2_Training', '99_Withdrew', 'coach')).toBe(false);
  });
  it('lets an admin move between any two program statuses, never to or from instructor, never to itself', () => {
    const targets = correctionTargets('3_Permit', 'admin');
    expect(targets).toHaveLength(correctableStatuses.length - 1);
    expect(targets).not.toContain('3_Permit');
    expect(canCorrectStatus('3_Permit', '96_CEO', 'admin')).toBe(false);
    expect(correctionTargets('96_CEO', 'admin')).toEqual([]);
    expect(correctionTargets(null, 'admin')).toEqual([]);
  });
});

describe('what the student is told', () => {
  it('says the school and the start date in their language, in one text segment', () => {
    const after = { ...none, schoolId: 's', inSchoolStartDate: '2026-12-07' };
    const names = { school: 'Midwest CDL Training Center', careerCoach: null };
    const en = factSentences(['schoolId', 'inSchoolStartDate'], after, names, 'en');
    expect(en).toEqual([
      'Your school is set: Midwest CDL Training Center.',
      'Your start date is December 7, 2026.',
    ]);
    const es = factSentences(['schoolId', 'inSchoolStartDate'], after, names, 'es');
    expect(es).toEqual([
      'Tu escuela es: Midwest CDL Training Center.',
      'Empiezas el 7 de diciembre de 2026.',
    ]);
    expect(smsSegments(noticeSms(en, 'en'))).toBe(1);
    expect(smsSegments(noticeSms(es, 'es'))).toBe(1);
  });
  it('falls back to a short text when the sentences would take more than one segment', () => {
    const all = factSentences(
      ['schoolId', 'inSchoolStartDate', 'stipendSp', 'uberAccessEnabled', 'wfp', 'careerCoachId'],
      {
        ...none,
        schoolId: 's',
        inSchoolStartDate: '2026-12-07',
        stipendSp: true,
        uberAccessEnabled: true,
        wfp: true,
        careerCoachId: 'c',
      },
      { school: 'Midwest CDL Training Center', careerCoach: 'Kevin Reed' },
      'es',
    );
    expect(all).toHaveLength(6);
    const sms = noticeSms(all, 'es');
    expect(sms).toBe('Cambiaron los datos de tu programa. Abre Freeway para verlos.');
    expect(smsSegments(sms)).toBe(1);
  });
  it('names a status move and formats dates by language', () => {
    expect(statusSentence('4_School', 'en')).toBe('Your coach moved you to: trucking school.');
    expect(statusSentence('4_School', 'es')).toBe('Tu coach te pasó a: escuela de manejo de camiones.');
    expect(noticeDate('2027-03-03', 'en')).toBe('March 3, 2027');
    expect(factSentences(['careerCoachId'], none, { school: null, careerCoach: null }, 'en')).toEqual([
      'Your career coach was changed. We will tell you who is next.',
    ]);
  });
});
