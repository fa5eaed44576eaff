import { ADULT_DEFAULT_AGE } from '@portal/domain/ages';
import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import {
  TRANSFER_CATEGORIES,
  TRANSFER_DEFAULT_TIME,
  type TTransferAvailabilityRequest,
  type TTransferCategory,
} from '@portal/domain/transfers/transfer-availability';
import { readParty, writeParty, type TParty } from './party';
import { readDestination, writeDestination, type TDestinationRef } from './search-params';

// The transfer search lives in the URL of disponibilidad (spec §2), results under the form:
// ?destino=CUN&nombre=Cancún&pais=México&categoria=TWOWAY&desde=CUN&hasta=H1&llegada=…&hora=10:56
//  &regreso=…&horaRegreso=15:00&adultos=2&edades=7&vuelo=AR1302

export type TTransferSearch = {
  destino: TDestinationRef | null;
  categoria: TTransferCategory | null;
  /** origin and destination: locationCodes of traslados/locations */
  desde: string | null;
  hasta: string | null;
  llegada: IsoDate | null;
  /** TWOWAY: the return date and its flight's departure */
  regreso: IsoDate | null;
  /** the arrival of the flight or ship, or the pickup at a hotel (spec §9 default 10:56) */
  hora: string;
  horaRegreso: string | null;
  party: TParty;
  /** ours, optional: the flight or ship the driver waits for */
  vuelo: string;
};
export type TCompleteTransferSearch = TTransferSearch & {
  destino: TDestinationRef;
  categoria: TTransferCategory;
  desde: string;
  hasta: string;
  llegada: IsoDate;
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (raw: string | null) => (raw && TIME_PATTERN.test(raw) ? raw : null);
const point = (raw: string | null) => (raw && /^[A-Za-z0-9_.:-]{1,40}$/.test(raw) ? raw : null);
const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);
const category = (raw: string | null) =>
  (TRANSFER_CATEGORIES as readonly string[]).includes(raw ?? '') ? (raw as TTransferCategory) : null;

export const readTransferSearch = (p: URLSearchParams): TTransferSearch => ({
  destino: readDestination(p),
  categoria: category(p.get('categoria')),
  desde: point(p.get('desde')),
  hasta: point(p.get('hasta')),
  llegada: date(p.get('llegada')),
  regreso: date(p.get('regreso')),
  hora: time(p.get('hora')) ?? TRANSFER_DEFAULT_TIME,
  horaRegreso: time(p.get('horaRegreso')),
  party: readParty(p),
  vuelo: p.get('vuelo')?.trim().slice(0, 40) ?? '',
});

export const transferSearchParams = (s: TTransferSearch): string => {
  const p = new URLSearchParams();
  writeDestination(p, s.destino);
  const twoWay = s.categoria === 'TWOWAY';
  const entries: [string, string | null][] = [
    ['categoria', s.categoria],
    ['desde', s.desde],
    ['hasta', s.hasta],
    ['llegada', s.llegada],
    ['hora', s.hora],
    ['regreso', twoWay ? s.regreso : null],
    ['horaRegreso', twoWay ? s.horaRegreso : null],
  ];
  for (const [key, value] of entries) if (value) p.set(key, value);
  writeParty(p, s.party);
  if (s.vuelo) p.set('vuelo', s.vuelo);
  return p.toString();
};

export const isCompleteTransferSearch = (s: TTransferSearch): s is TCompleteTransferSearch =>
  s.destino !== null &&
  s.categoria !== null &&
  s.desde !== null &&
  s.hasta !== null &&
  s.llegada !== null &&
  (s.categoria === 'ONEWAYTRIP' || (s.regreso !== null && s.horaRegreso !== null));

/**
 * spec §7 POST /traslados/disponibilidad: no productCode (ours searches by the two points),
 * toDate the return (TWOWAY) or the arrival itself, one occupant per person (adults at the
 * default adult age, spec §9), one transfer option with the times.
 */
export const toTransferRequest = (s: TCompleteTransferSearch): TTransferAvailabilityRequest => {
  const twoWay = s.categoria === 'TWOWAY';
  return {
    fromDate: s.llegada,
    toDate: twoWay && s.regreso ? s.regreso : s.llegada,
    availRequestV2Occupation: [
      ...Array.from({ length: s.party.adults }, () => ({ type: 'ADL' as const, age: ADULT_DEFAULT_AGE })),
      ...s.party.childAges.map((age) => ({ type: 'CHL' as const, age })),
    ],
    transferOptions: [
      {
        type: s.categoria,
        origin: { id: s.desde, time: s.hora },
        destination: { id: s.hasta, ...(twoWay && s.horaRegreso ? { time: s.horaRegreso } : {}) },
      },
    ],
  };
};
