import type { DeepPartialCatalog } from '../../translator.js';
import type { security as english } from '../security.js';

export const security = {
  badText:
    'Este texto tiene un carácter que no podemos aceptar (un carácter nulo o la mitad de un emoji). Escríbelo otra vez, por favor.',
  numberOutOfRange: 'Un número que escribiste es demasiado grande o demasiado pequeño.',
  crossSite:
    'Esta solicitud vino de otro sitio web, así que la rechazamos. Usa el portal directamente, por favor.',
  uriTooLong: 'Esa dirección web es demasiado larga.',
  methodNotAllowed: 'Esta dirección no acepta ese tipo de solicitud.',
} satisfies DeepPartialCatalog<typeof english>;
