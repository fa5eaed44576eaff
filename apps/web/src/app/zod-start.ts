// Starts zod, and gives nothing: a page that imports this first (routes/lazy-pages.ts) runs zod's
// start-up in a task of its own. Importing 'zod' for its side effects alone kept all of zod in the
// build, where each page keeps only what it uses; one schema made here loads zod's schema classes
// (the chunk every schema of the domain is built from) in this task too.
import { z } from 'zod';

z.string();
