import type { DeepPartialCatalog } from '../../translator.js';
import type { checklist as english } from '../checklist.js';

export const checklist = {
  done: 'Hecho',
  start: 'Empezar',
  next: 'Siguiente paso',
  allDone: '¡Todo listo aquí!',
  stageDone: 'Terminaste esta etapa.',
  alreadyMoved: 'Ya terminaste esta etapa.',
  afterSchool: 'Después de la escuela: examen de manejo y licencia',
  continue: 'Continuar',
} satisfies DeepPartialCatalog<typeof english>;
