import type { Plugin } from 'vite';

export declare const scriptsAfterStyles: Plugin;
