import { config } from '../config';

let apiOrigin: string | undefined;

/** The main service's origin when it lives on another one, '' when it is this page's. */
const mainOrigin = () => {
  if (apiOrigin === undefined) {
    try {
      apiOrigin = new URL(config.api.main).origin;
    } catch {
      // a root-relative prefix ('/api/main'): same origin
      apiOrigin = '';
    }
  }
  return apiOrigin;
};

/** Media paths are root-relative to the API; follow the main service when it lives on another origin. */
export const mediaUrl = (path: string): string => {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${mainOrigin()}${path}`;
};
