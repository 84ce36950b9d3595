import type { DeepPartialCatalog } from '../../translator.js';
import type { meetings as english } from '../meetings.js';

export const meetings = {
  pageTitle: 'Tu cita',
  title: 'Tu {{name}}',
  when: '{{when}}',
  join: 'Entrar a la llamada',
  joinHint: 'La llamada se abre en una pestaña nueva. Entra unos minutos antes para probar el sonido.',
  byPhone: 'Tu coach te llamará al {{phone}} a esta hora. Ten tu teléfono cerca.',
  wrongPhone: '¿No es tu número? Cámbialo en Información de la cuenta antes de la llamada.',
  accountInfo: 'Información de la cuenta',
  notFound: 'No encontramos esta cita. Puede que la hayan movido o cancelado.',
  back: 'Volver a mi lista de pasos',
  badUrl: 'Escribe la dirección completa de la reunión, que empiece con https://',
  roomTitle: 'Tu sala de reuniones',
  roomLead:
    'Los estudiantes que reservan una videollamada contigo entran aquí, salvo que la cita tenga su propio enlace. Si la dejas vacía, les decimos que los llamarás por teléfono.',
  roomLabel: 'Dirección de la sala de reuniones',
  roomSave: 'Guardar la sala',
  roomSaved: 'Sala de reuniones guardada.',
  roomCleared: 'Sala de reuniones quitada. Les decimos a los estudiantes que los llamarás.',
  bookingsTitle: 'Citas reservadas',
  noBookings: 'No hay citas por venir.',
  linkLabel: 'Enlace de la reunión de {{name}} el {{when}}',
  linkSave: 'Guardar el enlace',
  linkSaved: 'Enlace de la reunión guardado.',
  linkNone: 'Sin enlace: la sala del coach o una llamada.',
  bookingNotFound: 'Esta cita no existe o fue cancelada.',
} satisfies DeepPartialCatalog<typeof english>;
