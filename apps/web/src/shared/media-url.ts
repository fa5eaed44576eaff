import { config } from '../config';

/** Media paths are root-relative to the API; follow the main service when it lives on another origin. */
export const mediaUrl = (path: string): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  try {
    const base = new URL(config.api.main);
    return `${base.origin}${path}`;
  } catch {
    return path;
  }
};
