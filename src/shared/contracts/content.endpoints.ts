import { area } from './endpoint.js';
import type { contentSchemas } from './content.js';

const content = area<typeof contentSchemas>('content', [400, 401, 403, 404]);

/** One workforce page by its id. */
export const getContentEntry = content.get('getContentEntry', '/contentful/entry/:id');

/** Workforce pages by title (and workforce board). */
export const findContentEntries = content.get('findContentEntries', '/contentful/entries');

/** The address of an asset (an image or a file) of the content service. */
export const getContentAsset = content.get('getContentAsset', '/contentful/asset/:id');

/** A content type's fields, as the content service defines them. */
export const getContentModel = content.get('getContentModel', '/contentful/contentModel/:id');
