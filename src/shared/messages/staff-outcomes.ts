import { registerEnglish } from '../translator.js';

/** Words of the console's program outcomes (staff read English). */
export const staffOutcomes = {
  badIntake: 'Choose the intake month as YYYY-MM, for example 2026-09.',
  badCoach: 'This coach is not one of the program’s coaches.',
  badSchool: 'This school is not one of the program’s schools.',
  badBoard: 'This workforce board is not one of the program’s boards.',
  forbidden: 'Program outcomes are for admins and coaches.',
};

registerEnglish({ staffOutcomes });
