import type { Plugin } from 'vite';

export declare const precompressPlugin: () => Plugin;
