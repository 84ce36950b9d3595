import { endpoint } from './endpoint.js';
import type * as s from './content.js';

const tag = 'content';
const errors = [400, 401, 403, 404] as const;

/** One workforce page by its id. */
export const getContentEntry = endpoint<{ params: typeof s.entryParams; response: typeof s.contentEntry }>()({
  name: 'getContentEntry',
  method: 'GET',
  path: '/contentful/entry/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Workforce pages by title (and workforce board). */
export const findContentEntries = endpoint<{
  query: typeof s.entriesQuery;
  response: typeof s.entriesResponse;
}>()({
  name: 'findContentEntries',
  method: 'GET',
  path: '/contentful/entries',
  idempotency: 'none',
  errors,
  tag,
});

/** The address of an asset (an image or a file) of the content service. */
export const getContentAsset = endpoint<{ params: typeof s.entryParams; response: typeof s.assetResponse }>()(
  {
    name: 'getContentAsset',
    method: 'GET',
    path: '/contentful/asset/:id',
    idempotency: 'none',
    errors,
    tag,
  },
);

/** A content type's fields, as the content service defines them. */
export const getContentModel = endpoint<{ params: typeof s.entryParams; response: typeof s.contentModel }>()({
  name: 'getContentModel',
  method: 'GET',
  path: '/contentful/contentModel/:id',
  idempotency: 'none',
  errors,
  tag,
});
