import { z } from 'zod';

// Who travels, as DESTSERVICES spells it: one occupant a line of availRequestV2Occupation,
// ADL (an age is optional) or CHL with the age. The tokens and bookings hold it as adults
// and the minors' ages in order.

export type Pax = { adults: number; childAges: number[] };

export const ZOccupation = z
  .array(
    z.object({
      type: z.enum(['ADL', 'CHL']),
      age: z.number().int().min(0).max(120).optional(),
    }),
  )
  .min(1)
  .max(20)
  .refine((o) => o.some((p) => p.type === 'ADL'), 'at least one ADL')
  .refine(
    (o) => o.every((p) => p.type === 'ADL' || (p.age !== undefined && p.age <= 17)),
    'CHL needs an age 0-17',
  );

export const paxOf = (occupation: z.infer<typeof ZOccupation>): Pax => ({
  adults: occupation.filter((p) => p.type === 'ADL').length,
  childAges: occupation.flatMap((p) => (p.type === 'CHL' ? [p.age!] : [])),
});

export const wireOccupation = (pax: Pax) => [
  ...Array.from({ length: pax.adults }, () => ({ type: 'ADL' as const })),
  ...pax.childAges.map((age) => ({ type: 'CHL' as const, age })),
];

/** The same party: as many adults, and the same minors' ages in any order. */
export const samePax = (a: Pax, b: Pax) =>
  a.adults === b.adults &&
  [...a.childAges].sort((x, y) => x - y).join() === [...b.childAges].sort((x, y) => x - y).join();

export const headcount = (pax: Pax) => pax.adults + pax.childAges.length;
