import type { DeepPartialCatalog } from '../../translator.js';
import type { resources as english } from '../resources.js';

export const resources = {
  title: 'Recursos útiles',
  review: 'Repasar el material de las clases',
  pretrip: 'Lección de inspección antes del viaje (pre-trip)',
  trivia: 'Apúntate o cambia la hora de una sesión de estudio Trucking Trivia de 1 hora',
  tips: 'Consejos para estudiar',
} satisfies DeepPartialCatalog<typeof english>;
