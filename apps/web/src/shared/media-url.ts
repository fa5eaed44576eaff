import { config } from '../config';

let apiOrigin: string | undefined;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The main service's origin when it lives on another one, '' when it is this page's. */
const mainOrigin = () => {
  // a root-relative prefix ('/api/main', the usual one) is this page's origin; asked before
  // parsing, as the parser's error costs the first card's render a few ms of a phone's CPU
  apiOrigin ??= config.api.main.startsWith('/') ? '' : originOf(config.api.main);
  return apiOrigin;
};

/** Media paths are root-relative to the API; follow the main service when it lives on another origin. */
export const mediaUrl = (path: string): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${mainOrigin()}${path}`;
};
