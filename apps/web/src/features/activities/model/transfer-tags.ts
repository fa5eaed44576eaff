import { TRANSFER_FIXED_TAGS, type TTransferProduct } from '@portal/domain/transfers/transfer-availability';

/** One tag of a transfer card: the spec's fixed text, and the product's own fact when it differs. */
export type TransferTag = { spec: string; actual?: string };

const [LUGGAGE, PRIVATE, MEET] = TRANSFER_FIXED_TAGS;

const luggageFact = (n: number | undefined): string | undefined => {
  if (n === undefined || n === 1) return undefined;
  return n === 0 ? 'sin maletas' : `${n} maletas`;
};

/**
 * spec §2 fixes the transfer card's tags ('1 maletas', 'Privado', 'Meet & Greet'): they are
 * always shown; where the product says otherwise (a shared van, no greeter, more luggage) its
 * fact goes beside the tag, so the card never hides what the agent sells (issue 29, item 13).
 */
export const transferTags = (p: TTransferProduct): TransferTag[] => [
  { spec: LUGGAGE, actual: luggageFact(p.maletasPorPasajero) },
  { spec: PRIVATE, actual: p.privado === false ? 'compartido' : undefined },
  { spec: MEET, actual: p.meetAndGreet === false ? 'sin Meet & Greet' : undefined },
];
