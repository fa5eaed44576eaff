import { z } from 'zod';

/**
 * A count from a path or query string: digits only, then the range. `z.coerce` would read an
 * empty value (`?adults=`, `/buscartkt//0/…`) as 0; here it is refused with `message`.
 */
export const zCountParam = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,4}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
