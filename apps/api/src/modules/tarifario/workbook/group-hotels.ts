import { fmt, OCCUPANCIES, periodsOverlap, TARIFARIO_SHEETS } from '@portal/domain';
import {
  differs,
  key,
  type Grouping,
  type SheetHotel,
  type SheetPeriod,
  type SheetRoom,
} from './sheet-types';
import type { ValidRows } from './validate-rows';

/**
 * The Hoteles worksheet: a hotel per zone and name, a room per hotel and code, a period per
 * row. A hotel's (room's) data are those of its first row; no two periods of a room share a night.
 */
export function addHotels(g: Grouping, rows: ValidRows['hoteles']) {
  const sheet = TARIFARIO_SHEETS.hoteles;
  const rowOf = new Map<SheetPeriod, number>();
  const rooms: SheetRoom[] = [];
  for (const r of rows) {
    const zone = g.zoneOf(r);
    const hotel = g.once(key('hotel', r.Pais, r.Zona, r.Hotel), r.row, () => {
      const { Hotel: nombre, Categoria: categoria, Moneda: moneda } = r;
      const made: SheetHotel = {
        nombre,
        categoria,
        moneda,
        imagen: r.Imagen ?? null,
        url: r.Url ?? null,
        direccion: r.Direccion ?? null,
        rooms: [],
      };
      zone.hotels.push(made);
      return made;
    });
    const h = hotel.item;
    const hotelDiffers = h.categoria !== r.Categoria || h.moneda !== r.Moneda || differs(h.imagen, r.Imagen);
    if (hotelDiffers || differs(h.url, r.Url) || differs(h.direccion, r.Direccion))
      g.issue(sheet, r.row, fmt('tarifarioSheetHotelMismatch', { other: hotel.first }));
    const room = g.once(key('room', r.Pais, r.Zona, r.Hotel, r.CodigoHabitacion), r.row, () => {
      const made: SheetRoom = {
        code: r.CodigoHabitacion,
        nombre: r.Habitacion,
        regimen: r.Regimen,
        descripcion: r.Descripcion ?? null,
        periods: [],
      };
      h.rooms.push(made);
      rooms.push(made);
      return made;
    });
    const rm = room.item;
    if (rm.nombre !== r.Habitacion || rm.regimen !== r.Regimen || differs(rm.descripcion, r.Descripcion))
      g.issue(
        sheet,
        r.row,
        fmt('tarifarioSheetRoomMismatch', { code: r.CodigoHabitacion, other: room.first }),
      );
    const rates = OCCUPANCIES.map((ocupacion) => ({ ocupacion, total: r[ocupacion] }));
    const period: SheetPeriod = { desde: r.Desde, hasta: r.Hasta, observacion: r.Observacion ?? null, rates };
    rowOf.set(period, r.row);
    rm.periods.push(period);
  }
  // sorted by start, a period overlaps an earlier one exactly when it starts before the latest end so far
  for (const room of rooms) {
    room.periods.sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
    let latest: SheetPeriod | undefined;
    for (const p of room.periods) {
      if (latest && periodsOverlap(latest, p)) {
        const [a, b] = [rowOf.get(latest)!, rowOf.get(p)!].sort((x, y) => x - y);
        g.issue(sheet, b!, fmt('tarifarioSheetOverlap', { other: a! }));
      }
      if (!latest || p.hasta > latest.hasta) latest = p;
    }
  }
}
