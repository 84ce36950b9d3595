import type { Plugin } from 'vite';

export declare const screenChunkRoots: Record<string, string[]>;
export declare function screenChunks(clientRoot: string): {
  plugin: Plugin;
  codeSplitting: {
    groups: { name: string | ((id: string) => string | null); test: (id: string) => boolean }[];
  };
};
