import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import type {
  RESERVATION_DATE_FIELDS,
  TReservationListQueryInput,
} from '@portal/domain/reservations/reservation-list';
import { ZReservationModule, type TReservationModule } from '@portal/domain/reservations/reservation';
import { ZReservationStatus, type TReservationStatus } from '@portal/domain/reservations/reservation-status';

// Mis reservas keeps its filters in the URL (features/README "Search criteria"): reload, back
// and a shared link show the same page. ?q=paz&module=tickets&status=confirmed&fecha=servicio
//  &desde=2027-01-01&hasta=2027-01-31&idEntidad=12&entidad=Viajes+Sur&page=2

export const PAGE_SIZE = 20;
/** the API searches from 2 characters (ZReservationListQuery.q) */
export const SEARCH_MIN_CHARS = 2;

type TDateField = (typeof RESERVATION_DATE_FIELDS)[number];

export type TListParams = {
  page: number;
  q: string;
  module: TReservationModule | null;
  status: TReservationStatus | null;
  fecha: TDateField;
  desde: IsoDate | null;
  hasta: IsoDate | null;
  idEntidad: number | null;
  /** the entity's name, so the filter shows it after a reload without another search */
  entidad: string;
};

export const DEFAULT_LIST_PARAMS: TListParams = {
  page: 1,
  q: '',
  module: null,
  status: null,
  fecha: 'reserva',
  desde: null,
  hasta: null,
  idEntidad: null,
  entidad: '',
};

const positiveInt = (raw: string | null, max: number) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};
const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);

/** Unknown or broken values fall back to the defaults (page 1, no filter). */
export const readListParams = (p: URLSearchParams): TListParams => {
  const desde = date(p.get('desde'));
  const hasta = date(p.get('hasta'));
  const idEntidad = positiveInt(p.get('idEntidad'), Number.MAX_SAFE_INTEGER);
  return {
    page: positiveInt(p.get('page'), 10_000) ?? 1,
    q: (p.get('q') ?? '').slice(0, 80),
    module: ZReservationModule.safeParse(p.get('module')).data ?? null,
    status: ZReservationStatus.safeParse(p.get('status')).data ?? null,
    fecha: p.get('fecha') === 'servicio' ? 'servicio' : 'reserva',
    desde,
    // a range the wrong way round is dropped rather than sent for a 400
    hasta: desde && hasta && hasta < desde ? null : hasta,
    idEntidad,
    entidad: idEntidad ? (p.get('entidad') ?? '').slice(0, 200) : '',
  };
};

/** Only what differs from the defaults goes in the URL, so the plain list is /mis-reservas. */
export const listParamsQuery = (s: TListParams): Record<string, string | number | null> => ({
  q: s.q.trim() || null,
  module: s.module,
  status: s.status,
  fecha: s.desde || s.hasta ? (s.fecha === 'reserva' ? null : s.fecha) : null,
  desde: s.desde,
  hasta: s.hasta,
  idEntidad: s.idEntidad,
  entidad: s.idEntidad ? s.entidad || null : null,
  page: s.page > 1 ? s.page : null,
});

/** A filter changed: back to the first page. */
export const withFilter = (s: TListParams, change: Partial<Omit<TListParams, 'page'>>): TListParams => ({
  ...s,
  ...change,
  page: 1,
});

/** What GET reservas is asked: a search shorter than 2 characters is not sent yet. */
export const listApiQuery = (s: TListParams): TReservationListQueryInput => {
  const q = s.q.trim();
  return {
    page: s.page,
    pageSize: PAGE_SIZE,
    module: s.module ?? undefined,
    status: s.status ?? undefined,
    fecha: s.desde || s.hasta ? s.fecha : undefined,
    desde: s.desde ?? undefined,
    hasta: s.hasta ?? undefined,
    q: q.length >= SEARCH_MIN_CHARS ? q : undefined,
    idEntidad: s.idEntidad ?? undefined,
  };
};

/** Any filter set (the empty state offers 'Limpiar filtros' then, 'Todavía no hay reservas' otherwise). */
export const hasFilters = (s: TListParams): boolean =>
  Boolean(s.q.trim() || s.module || s.status || s.desde || s.hasta || s.idEntidad);
