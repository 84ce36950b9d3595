import type { ContentEntry, ContentModel } from '@shared/contracts/content.js';

/** The headless content service behind workforce pages and class assets. */
export interface ContentPort {
  getEntry(id: string): Promise<ContentEntry | null>;
  findEntries(query: { title: string; workforceBoardId?: string | undefined }): Promise<ContentEntry[]>;
  getAssetUrl(id: string): Promise<string | null>;
  getContentModel(id: string): Promise<ContentModel | null>;
}
