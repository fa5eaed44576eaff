import { z } from 'zod';

// spec: every 4xx body is { message, errors? } in Spanish; a 500 also carries a request id.
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.unknown().optional(),
  requestId: z.string().optional(),
});
