import { fmt, TARIFARIO_SHEETS } from '@portal/domain';
import type { SheetIssue } from './errors';
import { addHotels } from './group-hotels';
import {
  differs,
  grouping,
  key,
  type Grouping,
  type SheetExcursion,
  type SheetTransfer,
  type TarifarioSheet,
} from './sheet-types';
import type { ValidRows } from './validate-rows';

// A sheet's valid rows grouped as the tables keep them, with the checks that span rows
// (issue 17): the same data on every row of a hotel, room, excursion or transfer, no two
// periods of a room sharing a night, no rate given twice.

function addExcursions(g: Grouping, rows: ValidRows['excursiones']) {
  const sheet = TARIFARIO_SHEETS.excursiones;
  for (const r of rows) {
    const zone = g.zoneOf(r);
    const exc = g.once(key('exc', r.Pais, r.Zona, r.Nombre), r.row, () => {
      const made: SheetExcursion = { nombre: r.Nombre, descripcion: r.Descripcion ?? null, rates: [] };
      zone.excursions.push(made);
      return made;
    });
    if (differs(exc.item.descripcion, r.Descripcion))
      g.issue(sheet, r.row, fmt('tarifarioSheetExcursionMismatch', { other: exc.first }));
    const rate = g.once(key('excRate', r.Pais, r.Zona, r.Nombre, r.Tipo), r.row, () => null);
    if (rate.first !== r.row)
      g.issue(sheet, r.row, fmt('tarifarioSheetDuplicateRate', { tipo: r.Tipo, other: rate.first }));
    exc.item.rates.push({ tipo: r.Tipo, total: r.Total, moneda: r.Moneda });
  }
}

function addTransfers(g: Grouping, rows: ValidRows['traslados']) {
  const sheet = TARIFARIO_SHEETS.traslados;
  for (const r of rows) {
    const zone = g.zoneOf(r);
    const k = key('tr', r.Pais, r.Zona, r.Nombre, r.Tipo, r.Direccion);
    const tr = g.once(k, r.row, () => {
      const made: SheetTransfer = {
        nombre: r.Nombre,
        tipo: r.Tipo,
        direccion: r.Direccion,
        moneda: r.Moneda,
        rates: [],
      };
      zone.transfers.push(made);
      return made;
    });
    if (tr.item.moneda !== r.Moneda)
      g.issue(sheet, r.row, fmt('tarifarioSheetTransferMismatch', { other: tr.first }));
    const rate = g.once(key(k, r.Pax), r.row, () => null);
    if (rate.first !== r.row)
      g.issue(sheet, r.row, fmt('tarifarioSheetDuplicatePax', { pax: r.Pax, other: rate.first }));
    tr.item.rates.push({ cantidadPax: r.Pax, tarifa: r.Tarifa });
  }
  for (const zone of g.zones.values())
    for (const t of zone.transfers) t.rates.sort((a, b) => a.cantidadPax - b.cantidadPax);
}

/** Groups the valid rows by zone, adding an issue for each row that contradicts an earlier one. */
export function assembleSheet(rows: ValidRows, issues: SheetIssue[]): TarifarioSheet {
  const g = grouping(issues);
  addHotels(g, rows.hoteles);
  addExcursions(g, rows.excursiones);
  addTransfers(g, rows.traslados);
  const count = rows.hoteles.length + rows.excursiones.length + rows.traslados.length;
  return { zones: [...g.zones.values()], rows: count };
}
