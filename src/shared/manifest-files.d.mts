export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export declare function chunkFiles(
  manifest: Manifest,
  key: string,
  files?: Set<string>,
  options?: { styles?: boolean },
): Set<string>;
