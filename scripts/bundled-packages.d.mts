import type { Plugin } from 'vite';

export declare const bundledPackages: Plugin;
