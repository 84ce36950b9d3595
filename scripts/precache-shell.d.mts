import type { ManifestTransform } from 'workbox-build';

export declare const shellModules: string[];
export declare function shellFilesOf(manifest: Record<string, unknown>): Set<string>;
export declare function precacheShellOnly(outDir: string): ManifestTransform;
