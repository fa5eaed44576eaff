import {
  MESSAGES,
  toCents,
  type TTarifarioExcursion,
  type TTarifarioHotel,
  type TTarifarioRequest,
  type TTarifarioResponse,
  type TTarifarioRoom,
  type TTarifarioTransfer,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { periodsInStay, zoneById, zoneExcursions, zoneTransfers } from './repo';

type PeriodRow = Awaited<ReturnType<typeof periodsInStay>>[number];

/** The cheapest rate sold (a '0.00' is not sold) of a hotel's periods in the stay. */
const cheapest = (rows: PeriodRow[]): string | undefined => {
  const sold = rows.flatMap((r) => r.period.rates.map((x) => x.total)).filter((t) => toCents(Number(t)) > 0);
  if (sold.length === 0) return undefined;
  return sold.reduce((min, t) => (Number(t) < Number(min) ? t : min));
};

const roomOf = (rows: PeriodRow[]): TTarifarioRoom => {
  const { room } = rows[0]!;
  return {
    id: room.id,
    nombre: room.nombre,
    regimen: room.regimen,
    ...(room.descripcion ? { descripcionTarifario: room.descripcion } : {}),
    tarifario: rows.map(({ period }) => ({
      desde: period.desde,
      hasta: period.hasta,
      ...(period.observacion ? { observacionVigencia: period.observacion } : {}),
      tarifas: { tarifa: period.rates },
    })),
  };
};

const groupBy = <T, K>(items: T[], key: (t: T) => K): T[][] => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
};

const hotelOf = (rows: PeriodRow[]): TTarifarioHotel & { masEconomico?: string } => {
  const { hotel } = rows[0]!;
  const masEconomico = cheapest(rows);
  return {
    categoria: hotel.categoria,
    moneda: hotel.moneda,
    ...(hotel.imagen ? { imagen: hotel.imagen } : {}),
    ...(masEconomico === undefined ? {} : { masEconomico }),
    ...(hotel.url ? { url: hotel.url } : {}),
    nombre: hotel.nombre,
    ...(hotel.direccion ? { direccion: hotel.direccion } : {}),
    habitaciones: { habitacion: groupBy(rows, (r) => r.room.id).map(roomOf) },
  };
};

type Priced = { moneda: string; masEconomico?: string };
/** Cheapest first within a currency (an ARS and a USD rate do not compare); ARS before USD. */
const byCheapest = (a: Priced, b: Priced) =>
  a.moneda.localeCompare(b.moneda) || Number(a.masEconomico ?? Infinity) - Number(b.masEconomico ?? Infinity);

/**
 * POST /get-tarifario (spec §3, §7): the zone's hotels with the periods of their rooms that
 * overlap the stay (per currency, cheapest first; `masEconomico` computed here), its excursions and
 * transfers. Lists stay lists, even of one.
 */
export async function searchTarifario(db: Db, body: TTarifarioRequest): Promise<TTarifarioResponse> {
  const zoneId = Number(body.destino);
  const zone = Number.isInteger(zoneId) ? await zoneById(db, zoneId) : undefined;
  if (!zone) throw badRequest(MESSAGES.tarifarioZoneUnknown);
  const [periods, excursions, transfers] = await Promise.all([
    periodsInStay(db, zone.id, body.checkin, body.checkout),
    zoneExcursions(db, zone.id),
    zoneTransfers(db, zone.id),
  ]);
  const hotel = groupBy(periods, (r) => r.hotel.id)
    .map(hotelOf)
    .sort(byCheapest);
  const excursiones: TTarifarioExcursion[] = excursions.map((e) => ({
    nombre: e.nombre,
    ...(e.descripcion ? { descripcion: e.descripcion } : {}),
    tarifas: { tarifa: e.rates },
  }));
  const traslados: TTarifarioTransfer[] = transfers.map((t) => ({
    nombre: t.nombre,
    tipo: t.tipo,
    direccion: t.direccion,
    tarifaPasajeros: t.rates.map((r) => ({ cantidadPax: r.cantidadPax, tarifas: r.tarifa })),
    moneda: t.moneda,
  }));
  return { data: { excursiones, disponibilidad: { hoteles: { hotel } }, traslados } };
}
