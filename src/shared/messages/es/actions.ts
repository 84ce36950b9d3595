import type { DeepPartialCatalog } from '../../translator.js';
import type { actions as english } from '../actions.js';

export const actions = {
  title: 'Tienes algo pendiente',
  documentSentBack: 'Tu coach te regresó la foto de tu {{document}}',
  reason: 'Motivo: {{reason}}',
  retake: 'Tomar la foto otra vez',
  stipendReady: 'Ya puedes pedir tu pago de apoyo de la semana {{week}}',
  askStipend: 'Pedir mi pago de apoyo',
  rideUnderWay: 'Tu viaje a {{destination}} ya está en camino',
  seeRide: 'Ver mi viaje',
  callToday: '{{name}} hoy a las {{time}}',
  join: 'Unirme',
  phoneCall: 'Te vamos a llamar a tu teléfono. Tenlo cerca.',
} satisfies DeepPartialCatalog<typeof english>;
