// Runs the shared domain rules' chunk (packages/domain: its zod schemas are built as it loads),
// and gives nothing: the hotel results (routes/lazy-pages.ts) import this after zod, before their
// page, so each runs in a task of its own. Any module of that chunk runs all of it.
import '@portal/domain/hotels/multi-hotel-dispo';
