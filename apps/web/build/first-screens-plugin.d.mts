import type { Plugin } from 'vite';

export declare const PRELOADS_FILE: string;
export declare const firstScreensPlugin: () => Plugin;
