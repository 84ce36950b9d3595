import type { DeepPartialCatalog } from '../../translator.js';
import type { school as english } from '../school.js';

export const school = {
  noTrainingProvider: 'No encontramos los datos de tu escuela. Pregúntale a tu coach de éxito.',
  title: 'Tu escuela de manejo de camiones',
  none: 'Tu coach de éxito todavía no te asigna una escuela. Te va a avisar en cuanto esté lista.',
  hours: 'Horario',
  phone: 'Teléfono',
  directions: 'Cómo llegar',
} satisfies DeepPartialCatalog<typeof english>;
