import { checkBookingDate } from '@portal/domain/dates-calendar';
import type { IsoDate } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { checkTransferForm, TRANSFER_DEFAULT_TIME } from '@portal/domain/transfers/transfer-availability';
import { partyErrors, partyOfValues, partyValuesOf, type TPartyValues } from './party';
import { TIME_PATTERN, type TTransferSearch } from './transfer-search-params';

// The transfer form of spec §2 (destination, origin, destination point, passengers, category,
// dates, time) and its rules (spec §5: time mask and rule, category required; the request's
// own rules of the domain: distinct points, a later return with its flight time).

/** The search's fields, with the party as its inputs and the return time as typed ('' for none). */
export type TTransferFormValues = TPartyValues &
  Omit<TTransferSearch, 'party' | 'horaRegreso'> & { horaRegreso: string };

/** The HH:mm mask: digits only, the colon put after the hours ('1056' → '10:56'). */
export const maskTime = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
};

export const transferFormValues = ({ party, horaRegreso, ...s }: TTransferSearch): TTransferFormValues => ({
  ...partyValuesOf(party),
  ...s,
  horaRegreso: horaRegreso ?? '',
});

type TCalendar = { today: IsoDate; isAgenteAS: boolean };

export const transferFormErrors = (v: TTransferFormValues, ctx: TCalendar): Record<string, string> => {
  // in the order of the fields, so a failed Buscar focuses the first one on screen
  const errors: Record<string, string> = {};
  if (!v.destino) errors.destino = MESSAGES.destinationRequired;
  if (!v.desde) errors.desde = MESSAGES.requiredField;
  if (!v.hasta) errors.hasta = MESSAGES.requiredField;
  else if (v.hasta === v.desde) errors.hasta = MESSAGES.transferSamePoints;
  Object.assign(errors, partyErrors(v));
  // spec §5: the category is required and the time follows the mask's rule, each said on its own
  const category = checkTransferForm({ category: v.categoria, time: TRANSFER_DEFAULT_TIME });
  if (!category.ok) errors.categoria = category.message;
  const arrival = v.llegada ? checkBookingDate(v.llegada, ctx) : null;
  if (!v.llegada) errors.llegada = MESSAGES.requiredField;
  else if (arrival && !arrival.ok) errors.llegada = arrival.message;
  const time = checkTransferForm({ category: 'ONEWAYTRIP', time: v.hora });
  if (!time.ok) errors.hora = time.message;
  if (v.categoria !== 'TWOWAY') return errors;
  if (!v.regreso) errors.regreso = MESSAGES.requiredField;
  else if (v.llegada && v.regreso <= v.llegada) errors.regreso = MESSAGES.transferReturnNotAfter;
  if (!v.horaRegreso) errors.horaRegreso = MESSAGES.transferReturnTimeRequired;
  else if (!TIME_PATTERN.test(v.horaRegreso)) errors.horaRegreso = MESSAGES.invalidTime;
  return errors;
};

/** The search of values that passed transferFormErrors. */
export const transferSearchOf = (v: TTransferFormValues): TTransferSearch => ({
  destino: v.destino,
  categoria: v.categoria,
  desde: v.desde,
  hasta: v.hasta,
  llegada: v.llegada,
  regreso: v.categoria === 'TWOWAY' ? v.regreso : null,
  hora: v.hora,
  horaRegreso: v.categoria === 'TWOWAY' ? v.horaRegreso : null,
  party: partyOfValues(v),
  vuelo: v.vuelo.trim(),
});
