import { z } from 'zod';
import { MESSAGES } from '../messages';

// spec §3 Client entity; spec §7 GET entidades/{text} (search from 4 characters, spec §5).
export const ZEntitySearchParams = z.object({
  text: z.string().trim().min(4, MESSAGES.entitySearchMinChars).max(100),
});

const ZClientEntity = z.object({ idEntidad: z.number().int().positive(), razonSocial: z.string() });
export type TClientEntity = z.infer<typeof ZClientEntity>;

export const ZEntitySearchResponse = z.array(ZClientEntity);
