import type { DeepPartialCatalog } from '../../translator.js';
import type { staffOutcomes as english } from '../staff-outcomes.js';

/** Las palabras de los resultados del programa en la consola. */
export const staffOutcomes = {
  badIntake: 'Elija el mes de ingreso como AAAA-MM, por ejemplo 2026-09.',
  badCoach: 'Este coach no es uno de los coaches del programa.',
  badSchool: 'Esta escuela no es una de las escuelas del programa.',
  badBoard: 'Esta junta de empleo no es una de las juntas del programa.',
  forbidden: 'Los resultados del programa son para administradores y coaches.',
} satisfies DeepPartialCatalog<typeof english>;
