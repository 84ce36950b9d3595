import type { DeepPartialCatalog } from '../../translator.js';
import type { weather as english } from '../weather.js';

export const weather = {
  outOfArea: 'Solo podemos ver el clima de lugares en Estados Unidos.',
  badTime: 'Elige una hora entre ahora y dentro de 2 semanas.',
  advice: {
    freezing: 'Va a helar. Ponte un abrigo grueso, gorro y guantes.',
    cold: 'Va a hacer frío. Ponte un abrigo grueso.',
    cool: 'Va a estar fresco. Lleva una chaqueta.',
    mild: 'Va a estar templado. Ponte varias capas de ropa.',
    hot: 'Va a hacer calor. Ponte ropa ligera y lleva agua.',
  },
} satisfies DeepPartialCatalog<typeof english>;
