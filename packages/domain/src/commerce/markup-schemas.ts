import { z } from 'zod';
import { reportCheck } from '../common/check';
import { isValidIsoDate } from '../dates';
import { MESSAGES } from '../messages';
import { CURRENCIES } from '../money';
import { ZPageQuery } from '../admin/paging';
import { RESERVATION_MODULES } from '../reservations/reservation';
import { checkMarkupSupplier } from './markup-schemas-labels';
import { MARKUP_KINDS } from './markups';

// GET/POST /api/admin/margenes and PUT/DELETE /api/admin/margenes/{id} (issue 32, item 1):
// the agency's markup rules as the back office reads and writes them.

const M = MESSAGES;

/** Optional fields may arrive absent, null, '' or blank: all mean "every one" (no criterion). */
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const omittable = <T extends z.ZodType>(field: T) => z.preprocess(blank, field.optional());
// a query string from a client built from the spec may also say 'null'
const inQuery = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === 'null' ? undefined : blank(v)), field.optional());

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const zDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isValidIsoDate, message);

export const MARKUP_LIMITS = { porcentaje: 100, monto: 1_000_000, prioridad: 1000 } as const;

/** A rule to create, or what replaces one (PUT is a whole rule, never a patch). */
export const ZMarkupWrite = z
  .object({
    /** a product line, or none for every line */
    linea: omittable(z.enum(RESERVATION_MODULES, { error: M.markupLinea })),
    /** a supplier's code of the line (MARKUP_SUPPLIERS), any case */
    proveedor: omittable(z.string({ error: M.markupProveedor }).trim().max(30, M.markupProveedor)),
    idEntidad: omittable(
      z.number({ error: M.markupEntidad }).int(M.markupEntidad).positive(M.markupEntidad).max(2_147_483_647),
    ),
    destino: omittable(z.string({ error: M.markupDestino }).trim().max(100, M.markupDestino)),
    /** travel dates (the check-in) the rule covers, both inclusive */
    desde: omittable(zDay(M.markupDesde)),
    hasta: omittable(zDay(M.markupHasta)),
    tipo: z.enum(MARKUP_KINDS, { error: M.markupTipo }),
    /** a percentage (10 = 10 %) or an amount per booking in `moneda` */
    valor: z.number({ error: M.markupValor }).finite(M.markupValor),
    moneda: omittable(z.enum(CURRENCIES, { error: M.markupMonedaRequerida })),
    prioridad: z.preprocess(
      blank,
      z
        .number({ error: M.markupPrioridad })
        .int(M.markupPrioridad)
        .min(0, M.markupPrioridad)
        .max(MARKUP_LIMITS.prioridad, M.markupPrioridad)
        .default(0),
    ),
    activo: z.preprocess(blank, z.boolean({ error: M.markupActivo }).default(true)),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (r.desde && r.hasta && r.desde > r.hasta) issue('hasta', M.markupFechas);
    const max = MARKUP_LIMITS[r.tipo];
    if (!(r.valor > 0 && r.valor <= max && hasCents(r.valor)))
      issue('valor', r.tipo === 'porcentaje' ? M.markupPorcentaje : M.markupMonto);
    if (r.tipo === 'porcentaje' && r.moneda) issue('moneda', M.markupMonedaPorcentaje);
    if (r.tipo === 'monto' && !r.moneda) issue('moneda', M.markupMonedaRequerida);
    reportCheck(ctx, checkMarkupSupplier(r.linea, r.proveedor));
  });
export type TMarkupWrite = z.infer<typeof ZMarkupWrite>;

/** A rule as the back office lists it: the rule, its entity's name, when it was made and changed. */
export const ZMarkupRule = z.object({
  id: z.number().int(),
  linea: z.enum(RESERVATION_MODULES).nullable(),
  proveedor: z.string().nullable(),
  idEntidad: z.number().int().nullable(),
  razonSocial: z.string().nullable(),
  destino: z.string().nullable(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  tipo: z.enum(MARKUP_KINDS),
  valor: z.number(),
  moneda: z.enum(CURRENCIES).nullable(),
  prioridad: z.number().int(),
  activo: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TMarkupRule = z.infer<typeof ZMarkupRule>;

/** The orders the list can be asked for; none: the order in which rules win (most specific first). */
export const MARKUP_SORTS = [
  'especificidad',
  'linea',
  'proveedor',
  'entidad',
  'destino',
  'desde',
  'valor',
  'prioridad',
  'createdAt',
] as const;

export const ZMarkupQuery = ZPageQuery.extend({
  linea: inQuery(z.enum(RESERVATION_MODULES, { error: M.markupLinea })),
  idEntidad: inQuery(
    z.coerce.number({ error: M.markupEntidad }).int(M.markupEntidad).positive(M.markupEntidad),
  ),
  /** 'true' the active rules, 'false' the inactive ones, none: all */
  activo: inQuery(z.enum(['true', 'false'], { error: M.markupActivo })),
});
export type TMarkupQuery = z.infer<typeof ZMarkupQuery>;

export const ZMarkupIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
