import type { TCreditLine } from '@portal/domain/commerce/credit';

/** How much is left of a limit: none, little (under a tenth of the limit) or enough. */
export type TCreditLevel = 'none' | 'low' | 'ok';

export const creditLevel = (line: { limite?: number | null; disponible: number | null }): TCreditLevel => {
  const { limite, disponible } = line;
  if (disponible === null) return 'ok';
  if (disponible <= 0) return 'none';
  if (limite === null || limite === undefined) return 'ok';
  return disponible < limite / 10 ? 'low' : 'ok';
};

export type TCreditShown = Pick<TCreditLine, 'moneda' | 'disponible'> & { limite?: number | null };
