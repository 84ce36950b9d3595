import type { Plugin } from 'vite';
export function screenKeys(clientRoot: string): Plugin;
