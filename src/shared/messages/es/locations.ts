import type { DeepPartialCatalog } from '../../translator.js';
import type { locations as english } from '../locations.js';

export const locations = {
  dmvTitle: 'Busca una oficina del DMV',
  dotTitle: 'Busca una clínica para el examen médico del DOT',
  workforceBoardTitle: 'Busca tu oficina de la junta de empleo (workforce board)',
  truckingSchoolTitle: 'Escuelas de manejo de camiones cerca de ti',
  allTitle: 'Lugares cerca de ti',
  intro: 'Estos son los lugares más cercanos a tu dirección, a menos de 60 millas.',
  noAddress:
    'Todavía no tenemos tu dirección, así que no podemos mostrarte qué hay cerca. Abajo puedes pedir un cambio de dirección.',
  none: 'No encontramos ninguno a menos de 60 millas de tu dirección. Llama a tu coach de éxito y te ayudamos a encontrar uno.',
  miles: 'A {{miles}} millas',
  hours: 'Horario',
  phone: 'Teléfono',
  directions: 'Cómo llegar',
  writtenDirections: 'Instrucciones escritas',
  writtenStep:
    'Ve de tu dirección en {{from}} a {{to}}. Son unas {{miles}} millas en línea recta. Tu app de mapas te muestra la mejor ruta, o pídenos un viaje.',
  prefer: 'Marcar {{name}} como mi opción',
  preferred: 'Mi opción',
  preferredSaved: 'Guardamos {{name}} como tu opción.',
  mapTitle: 'Mapa de {{title}}',
  mapYou: 'Tú',
  mapAttribution: 'Datos del mapa © colaboradores de OpenStreetMap',
  staticMapLabel: 'Dónde está',
  resetMap: 'Volver a centrar el mapa',
  addressChange: 'Mi dirección cambió',
  addressChangeTitle: 'Dinos tu nueva dirección',
  addressChangeSend: 'Enviar',
  addressChangeSent: 'Alguien te va a contactar pronto',
  addressChangeTicket: 'Solicitud de cambio de dirección',
  addressChangeBody:
    '{{name}} quiere cambiar su dirección.\nDirección nueva: {{address}}, {{city}}, {{state}} {{zip}}.{{note}}',
  note: '¿Hay algo más que debamos saber? Puedes dejarlo en blanco.',
  unknownAddress: 'No encontramos esa dirección. Revisa el código postal (ZIP) y vuelve a intentarlo.',
} satisfies DeepPartialCatalog<typeof english>;
