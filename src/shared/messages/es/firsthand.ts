import type { DeepPartialCatalog } from '../../translator.js';
import type { firsthand as english } from '../firsthand.js';

export const firsthand = {
  title1: 'De primera mano: el día del examen del permiso',
  title2: 'De primera mano: las semanas en la escuela de manejo de camiones',
  intro1: 'Cómo es de verdad el examen del permiso de aprendiz (CLP) en el DMV. Así nada te sorprende.',
  intro2: 'Cómo es de verdad un día en la escuela de manejo de camiones. Así puedes planear.',
  watch1: 'Mira: el día del examen del permiso',
  watch2: 'Mira: las semanas en la escuela de manejo de camiones',
  close: 'Seguir a mi lista de pasos',
} satisfies DeepPartialCatalog<typeof english>;
