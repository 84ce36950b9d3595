import type { DeepPartialCatalog } from '../../translator.js';
import type { trivia as english } from '../trivia.js';

export const trivia = {
  title: 'Trucking Trivia',
  intro: 'Una sesión de estudio de 1 hora con otros estudiantes y un instructor. Trae tus preguntas.',
  signedUp: 'Tienes un lugar reservado para {{when}}.',
  join: 'Entrar a la sesión',
  choose: 'Escoge una hora',
  signUp: 'Apuntarme',
  reschedule: 'Cambiar a esta hora',
  cancel: 'Cancelar mi lugar',
  saving: 'Guardando…',
  none: 'Ahora no hay sesiones abiertas. Vuelve a revisar pronto.',
  notOffered: 'Esa sesión no está disponible. Escoge una de las horas que ves aquí.',
  notFound: 'No encontramos esa reservación.',
  timesIn: 'Las horas están en hora del centro, la zona horaria del programa.',
  loadFailed: 'No pudimos cargar las horas de las sesiones. Revisa tu conexión e intenta de nuevo.',
} satisfies DeepPartialCatalog<typeof english>;
