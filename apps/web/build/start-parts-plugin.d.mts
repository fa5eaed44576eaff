import type { Plugin } from 'vite';

export declare const startPartsPlugin: () => Plugin;
