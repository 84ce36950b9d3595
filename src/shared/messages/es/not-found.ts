import type { DeepPartialCatalog } from '../../translator.js';
import type { notFound as english } from '../not-found.js';

export const notFound = {
  title: 'No encontramos la página',
} satisfies DeepPartialCatalog<typeof english>;
