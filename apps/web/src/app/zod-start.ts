// Starts zod, and gives nothing: a page that imports this first (routes/lazy-pages.ts) runs zod's
// start-up in a task of its own. Importing 'zod' itself there would keep all of zod in the build,
// where each page keeps only what it uses.
import 'zod';
