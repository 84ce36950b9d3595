import type { DeepPartialCatalog } from '../../translator.js';
import type { calendar as english } from '../calendar.js';

export const calendar = {
  add: 'Agregar al calendario',
} satisfies DeepPartialCatalog<typeof english>;
