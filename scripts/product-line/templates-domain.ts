import type { LineNames } from './names';

// packages/domain/src/<key>/: the line's contract with the portal and its first rule.

export const domainContracts = (n: LineNames) => `import { z } from 'zod';
import { ZIsoDate } from '../common/primitives';
import { ZPassenger } from '../passenger';

// ${n.label} (/api/${n.key}): the portal's contract with our API, as \`npm run new:product-line\`
// wrote it. To fill: the line's own search fields, offer and booking (docs/requirements/${n.key}.md).

export const ${n.supplier}_MESSAGES = {
  searchError: 'Ocurrió un error al buscar ${n.label.toLowerCase()}',
  bookingError: 'No pudimos confirmar la reserva de ${n.voucherLabel.toLowerCase()}. Intente nuevamente.',
  unknownOffer: 'La opción elegida ya no está disponible. Busque nuevamente.',
  pastDate: 'La fecha debe ser hoy o posterior.',
} as const;

const ZAdults = z.number().int().min(1).max(9);

export const Z${n.pascal}SearchRequest = z.object({ fecha: ZIsoDate, adultos: ZAdults });
export type T${n.pascal}SearchRequest = z.infer<typeof Z${n.pascal}SearchRequest>;

export const Z${n.pascal}Offer = z.object({
  codigo: z.string(),
  nombre: z.string(),
  fecha: ZIsoDate,
  adultos: z.number().int(),
  /** the supplier's price for every adult, USD */
  precio: z.number(),
  moneda: z.literal('USD'),
});
export type T${n.pascal}Offer = z.infer<typeof Z${n.pascal}Offer>;
export const Z${n.pascal}SearchResponse = z.array(Z${n.pascal}Offer);

export const Z${n.pascal}BookingRequest = z.object({
  codigo: z.string().min(1).max(40),
  fecha: ZIsoDate,
  adultos: ZAdults,
  pax: ZPassenger,
});
export type T${n.pascal}BookingRequest = z.input<typeof Z${n.pascal}BookingRequest>;

export const Z${n.pascal}BookingResponse = z.object({
  reservationId: z.string(),
  confirmId: z.string(),
  status: z.literal('confirmed'),
});
export type T${n.pascal}BookingResponse = z.infer<typeof Z${n.pascal}BookingResponse>;

/** A service may be sold from today on (to fill: the line's own lead time and horizon). */
export const ${n.camel}DateOpen = (fecha: string, today: string) => fecha >= today;
`;

export const domainContractsTest = (n: LineNames) => `import { describe, expect, it } from 'vitest';
import { ${n.camel}DateOpen, Z${n.pascal}SearchRequest } from './contracts';

describe('${n.label}: the search', () => {
  it('sells from today on', () => {
    expect(${n.camel}DateOpen('2026-03-10', '2026-03-10')).toBe(true);
    expect(${n.camel}DateOpen('2026-03-09', '2026-03-10')).toBe(false);
  });

  it('asks for 1 to 9 adults on a real date', () => {
    expect(Z${n.pascal}SearchRequest.safeParse({ fecha: '2026-03-10', adultos: 2 }).success).toBe(true);
    expect(Z${n.pascal}SearchRequest.safeParse({ fecha: '2026-02-30', adultos: 2 }).success).toBe(false);
    expect(Z${n.pascal}SearchRequest.safeParse({ fecha: '2026-03-10', adultos: 10 }).success).toBe(false);
  });
});
`;
