import type { DeepPartialCatalog } from '../../translator.js';
import type { content as english } from '../content.js';

export const content = {
  updated: 'Actualizado: {{date}}',
  notFound: 'No hay contenido para esta página',
  loadFailed: 'No se pudo cargar la página. Pide ayuda a tu coach de éxito.',
} satisfies DeepPartialCatalog<typeof english>;
