import type { DeepPartialCatalog } from '../../translator.js';
import type { factNotices as english } from '../fact-notices.js';

export const factNotices = {
  subject: 'Cambiaron los datos de tu programa',
  greeting: 'Hola, {{name}}:',
  school: 'Tu escuela es: {{name}}.',
  schoolRemoved: 'Se quitó tu escuela. Tu coach te dirá cuál es la nueva.',
  startDate: 'Empiezas el {{date}}.',
  startDateRemoved: 'Se quitó tu fecha de inicio en la escuela.',
  stipendOn: 'Ya puedes pedir tu pago de apoyo semanal.',
  stipendOff: 'Los pagos de apoyo semanales ya no son parte de tu plan.',
  uberOn: 'Ya puedes pedir viajes de Uber.',
  uberOff: 'Se apagaron tus viajes de Uber.',
  funding: 'Se actualizaron los datos de tu apoyo de la junta laboral.',
  careerCoach: 'Tu coach de carrera es {{name}}.',
  careerCoachRemoved: 'Cambió tu coach de carrera. Te diremos quién sigue.',
  status: 'Tu coach te pasó a: {{stage}}.',
  stages: {
    '0_New': 'primeros pasos',
    '1_Setup': 'preparar tu cuenta',
    '2_Training': 'entrenamiento para el permiso',
    '3_Permit': 'tu permiso',
    '4_School': 'escuela de manejo de camiones',
    '5_PostProgram': 'servicios de carrera',
    '95_OnHoldForSchool': 'en espera para la escuela',
    '99_Withdrew': 'fuera del programa',
  },
  open: 'Abre {{product}} para ver lo que sigue.',
  short: 'Cambiaron los datos de tu programa. Abre {{product}} para verlos.',
} satisfies DeepPartialCatalog<typeof english>;
