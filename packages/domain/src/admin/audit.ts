import { z } from 'zod';
import { ZPageQuery } from './paging';

// The audit log as the back office reads it (issue 31, item 8).

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);
const ZDay = z.preprocess(blank, z.iso.date({ message: 'Fecha no válida (AAAA-MM-DD)' }).optional());

/** The kinds of record the back office changes, as the log names them. */
export const AUDIT_TARGETS = {
  usuario: 'Usuarios',
  entidad: 'Entidades',
  post: 'Publicaciones',
  imagen: 'Imágenes',
  cupo: 'Cupos aéreos',
  tarifario: 'Tarifario',
  margen: 'Márgenes',
  credito: 'Créditos',
  pago: 'Pagos',
} as const;
export type TAuditTarget = keyof typeof AUDIT_TARGETS;

export const ZAuditQuery = ZPageQuery.extend({
  target: z.preprocess(blank, z.string().max(40).optional()),
  desde: ZDay,
  hasta: ZDay,
}).refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
  message: 'La fecha desde no puede ser posterior a la fecha hasta',
  path: ['hasta'],
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  target: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
