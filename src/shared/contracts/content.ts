import { z } from 'zod';

/** Rich content of a workforce page: a small, safe block model (no HTML is ever rendered). */
export const richBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    text: z.string(),
  }),
  z.object({
    type: z.literal('paragraph'),
    text: z.string(),
    link: z.object({ text: z.string(), href: z.string() }).optional(),
  }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
  z.object({ type: z.literal('image'), src: z.string(), alt: z.string() }),
  z.object({ type: z.literal('video'), src: z.string(), captions: z.string(), title: z.string() }),
]);
export type RichBlock = z.infer<typeof richBlock>;

export const contentEntry = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  workforceBoardId: z.string().nullable(),
  body: z.array(richBlock),
});
export type ContentEntry = z.infer<typeof contentEntry>;

export const entryParams = z.object({ id: z.string().min(1).max(100) });
export const entriesQuery = z.object({
  'fields.title': z.string().min(1).max(200),
  'fields.workforceBoardId': z.string().max(100).optional(),
});
export const entriesResponse = z.array(contentEntry);
export const assetResponse = z.object({ url: z.string() });

/** Links whose text starts with this render as buttons (spec 001 §2 "Workforce content page"). */
export const BUTTON_PREFIX = 'BUTTON:';
