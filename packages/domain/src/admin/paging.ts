import { z } from 'zod';

// How every back-office list is asked for and answered (issue 31, item 9): a text to look for,
// a page, a page size and a sort; the answer carries the page's items and the total.

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

// Optional query fields may come absent, empty or as 'null' from a client built from the spec.
const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

export const ZPageQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  perPage: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => (PER_PAGE_OPTIONS as readonly number[]).includes(n), 'Tamaño de página no válido')
      .default(20),
  ),
  sort: z.preprocess(blankToUndefined, z.string().max(40).optional()),
  dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('asc')),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
  });
export type TPage<T> = { items: T[]; total: number; page: number; perPage: number };

/** The offset of a page's first item. */
export const pageOffset = ({ page, perPage }: { page: number; perPage: number }) => (page - 1) * perPage;
