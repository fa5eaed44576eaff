import { z } from 'zod/v4';

// zod as the portal imports it (`import { z } from 'zod'`, its code and the domain's alike): the
// build resolves 'zod' to this module (vite.config.ts), so zod's own messages (a rule without a
// catalogue message) are Spanish, as the API's, from wherever zod first loads. Set here rather
// than in the logged-in frame: for that one line the frame loaded and ran zod on every page
// (~26 KB gzip, and its start-up in the frame's task), the home page's too, which uses none.
z.config(z.locales.es());

export { z };
