import type { DeepPartialCatalog } from '../../translator.js';
import type { uploads as english } from '../uploads.js';

export const uploads = {
  pdfTooComplex:
    'Este PDF es demasiado complejo para leerlo. Exporta otra vez tu perfil como PDF o sube uno más pequeño.',
  photoTooComplex: 'Esta foto tardó demasiado en leerse. Tómala otra vez o sube una más pequeña.',
  recordingUnreadable:
    'Este archivo no es una grabación que podamos reproducir. Graba otra vez tu respuesta.',
  busy: 'Estamos revisando muchos archivos ahora. Vuelve a intentarlo en unos segundos.',
  yourFilesBusy: 'Todavía estamos revisando tus otros archivos. Espera unos segundos y vuelve a intentarlo.',
  photoDate: 'La fecha de la foto debe ser una fecha real entre 2020 y hoy.',
  unknownFolder: 'No sabemos dónde poner este archivo.',
} satisfies DeepPartialCatalog<typeof english>;
