import { z } from 'zod';
import { safeText } from './text.js';

/** Rich content of a workforce page: a small, safe block model (no HTML is ever rendered). */
export const richBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    text: safeText(),
  }),
  z.object({
    type: z.literal('paragraph'),
    text: safeText(),
    link: z.object({ text: safeText(), href: safeText() }).optional(),
  }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(safeText()) }),
  z.object({ type: z.literal('image'), src: safeText(), alt: safeText() }),
  z.object({ type: z.literal('video'), src: safeText(), captions: safeText(), title: safeText() }),
]);
export type RichBlock = z.infer<typeof richBlock>;

export const contentEntry = z.object({
  id: safeText(),
  title: safeText(),
  path: safeText(),
  workforceBoardId: safeText().nullable(),
  body: z.array(richBlock),
});
export type ContentEntry = z.infer<typeof contentEntry>;

export const entryParams = z.object({ id: safeText().min(1).max(100) });
export const entriesQuery = z.object({
  'fields.title': safeText().min(1).max(200),
  'fields.workforceBoardId': safeText().max(100).optional(),
});
export const entriesResponse = z.array(contentEntry);
export const assetResponse = z.object({ url: safeText() });

/** A content type as the content service defines it (spec 001 §7 `contentful/contentModel/{id}`). */
export const contentModel = z.object({
  id: safeText(),
  name: safeText(),
  fields: z.array(
    z.object({
      id: safeText(),
      name: safeText(),
      type: safeText(),
      required: z.boolean(),
      localized: z.boolean(),
    }),
  ),
});
export type ContentModel = z.infer<typeof contentModel>;

/** Links whose text starts with this render as buttons (spec 001 §2 "Workforce content page"). */
export const BUTTON_PREFIX = 'BUTTON:';

/** The content area's schema table (see endpoint.ts). */
export const contentSchemas = {
  getContentEntry: { params: entryParams, response: contentEntry },
  findContentEntries: { query: entriesQuery, response: entriesResponse },
  getContentAsset: { params: entryParams, response: assetResponse },
  getContentModel: { params: entryParams, response: contentModel },
};
