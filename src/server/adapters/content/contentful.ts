import { contentEntry, contentModel, type ContentEntry, type RichBlock } from '@shared/contracts/content.js';
import type { ContentPort } from '@server/ports/content.js';
import { callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';

export interface ContentfulConfig {
  spaceId: string;
  accessToken: string;
  environment?: string;
  /** The content type of workforce pages. */
  contentType?: string;
  /** https://cdn.contentful.com by default (the Content Delivery API). */
  baseUrl?: string;
}

interface Node {
  nodeType: string;
  value?: string;
  data?: { uri?: string; target?: { sys?: { id?: string } } };
  content?: Node[];
}
interface Asset {
  sys: { id: string };
  fields: { title?: string; description?: string; file?: { url?: string; contentType?: string } };
}
interface ContentType {
  sys: { id: string };
  name?: string;
  fields?: {
    id: string;
    name?: string;
    type: string;
    required?: boolean;
    localized?: boolean;
    disabled?: boolean;
    omitted?: boolean;
  }[];
}
interface Entry {
  sys: { id: string };
  fields: { title?: string; path?: string; workforceBoardId?: string; body?: Node };
}

const textOf = (node: Node): string =>
  node.nodeType === 'text' ? (node.value ?? '') : (node.content ?? []).map(textOf).join('');
const httpsUrl = (url: string) => (url.startsWith('//') ? `https:${url}` : url);

/** Rich Text to the portal's small block model; anything it does not know is dropped, never rendered raw. */
function blocksOf(document: Node | undefined, assets: Map<string, Asset>): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const node of document?.content ?? []) {
    const heading = /^heading-([1-6])$/.exec(node.nodeType);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: Math.min(3, Number(heading[1])) as 1 | 2 | 3,
        text: textOf(node),
      });
    } else if (node.nodeType === 'paragraph') {
      const link = (node.content ?? []).find((c) => c.nodeType === 'hyperlink' && c.data?.uri);
      const text = textOf(node);
      if (!text.trim()) continue;
      blocks.push(
        link
          ? { type: 'paragraph', text, link: { text: textOf(link), href: link.data!.uri! } }
          : { type: 'paragraph', text },
      );
    } else if (node.nodeType === 'unordered-list' || node.nodeType === 'ordered-list') {
      blocks.push({
        type: 'list',
        ordered: node.nodeType === 'ordered-list',
        items: (node.content ?? []).map(textOf),
      });
    } else if (node.nodeType === 'embedded-asset-block') {
      const asset = assets.get(node.data?.target?.sys?.id ?? '');
      const url = asset?.fields.file?.url;
      if (!asset || !url) continue;
      const title = asset.fields.title ?? '';
      if (asset.fields.file?.contentType?.startsWith('image/')) {
        blocks.push({ type: 'image', src: httpsUrl(url), alt: asset.fields.description ?? title });
      } else {
        blocks.push({ type: 'paragraph', text: title, link: { text: title, href: httpsUrl(url) } });
      }
    }
  }
  return blocks;
}

/**
 * Workforce pages from a headless CMS through the Contentful Content Delivery API: entries of one content
 * type with `title`, `path`, `workforceBoardId` and a Rich Text `body`, and their linked assets.
 */
export function contentfulContent(config: ContentfulConfig): ContentPort {
  const root = `/spaces/${encodeURIComponent(config.spaceId)}/environments/${encodeURIComponent(config.environment ?? 'master')}`;
  const base = config.baseUrl ?? 'https://cdn.contentful.com';
  const contentType = config.contentType ?? 'workforcePage';

  async function get<T>(
    operation: string,
    path: string,
    query: Record<string, string> = {},
  ): Promise<T | null> {
    const url = joinUrl(base, `${root}${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await callVendor('Contentful', operation, url, {
      headers: { authorization: `Bearer ${config.accessToken}` },
      timeoutMs: 5000,
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new VendorError('Contentful', operation, res.status);
    return jsonOf<T>('Contentful', operation, res);
  }

  const toEntry = (entry: Entry, assets: Map<string, Asset>): ContentEntry | null => {
    const parsed = contentEntry.safeParse({
      id: entry.sys.id,
      title: entry.fields.title ?? '',
      path: entry.fields.path ?? '',
      workforceBoardId: entry.fields.workforceBoardId ?? null,
      body: blocksOf(entry.fields.body, assets),
    });
    return parsed.success ? parsed.data : null;
  };
  const assetMap = (list: Asset[] = []) => new Map(list.map((a) => [a.sys.id, a]));

  return {
    async getEntry(id) {
      const found = await get<{ items: Entry[]; includes?: { Asset?: Asset[] } }>('get entry', '/entries', {
        'sys.id': id,
        content_type: contentType,
        include: '1',
      });
      const entry = found?.items[0];
      return entry ? toEntry(entry, assetMap(found.includes?.Asset)) : null;
    },
    async findEntries({ title, workforceBoardId }) {
      const found = await get<{ items: Entry[]; includes?: { Asset?: Asset[] } }>(
        'find entries',
        '/entries',
        {
          content_type: contentType,
          'fields.title': title,
          include: '1',
        },
      );
      const assets = assetMap(found?.includes?.Asset);
      return (found?.items ?? [])
        .map((e) => toEntry(e, assets))
        .filter((e): e is ContentEntry => e !== null)
        .filter(
          (e) =>
            workforceBoardId === undefined ||
            e.workforceBoardId === null ||
            e.workforceBoardId === workforceBoardId,
        );
    },
    async getAssetUrl(id) {
      const asset = await get<Asset>('get asset', `/assets/${encodeURIComponent(id)}`);
      return asset?.fields.file?.url ? httpsUrl(asset.fields.file.url) : null;
    },
    async getContentModel(id) {
      const type = await get<ContentType>('get content type', `/content_types/${encodeURIComponent(id)}`);
      if (!type) return null;
      const parsed = contentModel.safeParse({
        id: type.sys.id,
        name: type.name ?? type.sys.id,
        fields: (type.fields ?? [])
          .filter((f) => !f.disabled && !f.omitted)
          .map((f) => ({
            id: f.id,
            name: f.name ?? f.id,
            type: f.type,
            required: Boolean(f.required),
            localized: Boolean(f.localized),
          })),
      });
      return parsed.success ? parsed.data : null;
    },
  };
}
