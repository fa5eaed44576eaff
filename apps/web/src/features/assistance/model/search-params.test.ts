import { describe, expect, it } from 'vitest';
import {
  assistanceSearchParams,
  isCompleteAssistanceSearch,
  readAssistanceSearch,
  toQuoteRequest,
} from './search-params';

const read = (q: string) => readAssistanceSearch(new URLSearchParams(q));

describe('assistance search in the URL (spec §2 asis-result)', () => {
  it('reads and writes the whole search', () => {
    const q = 'pasajeros=4&destino=EUROPA&salida=2031-07-01&regreso=2031-07-15&edades=44%2C41%2C12%2C7';
    const s = read(q);
    expect(s).toEqual({
      pasajeros: 4,
      destino: 'EUROPA',
      salida: '2031-07-01',
      regreso: '2031-07-15',
      edades: [44, 41, 12, 7],
    });
    expect(assistanceSearchParams(s)).toBe(q);
    expect(isCompleteAssistanceSearch(s)).toBe(true);
  });

  it('falls back to the defaults for bad values: 1 passenger, no destination, dates or ages', () => {
    expect(read('pasajeros=11&destino=MARTE&salida=2031-02-30&edades=abc')).toEqual({
      pasajeros: 1,
      destino: null,
      salida: null,
      regreso: null,
      edades: [null],
    });
    expect(read('pasajeros=0').pasajeros).toBe(1);
  });

  it('keeps one age slot per passenger; an age out of 0-99 is empty', () => {
    const s = read('pasajeros=3&edades=30,120');
    expect(s.edades).toEqual([30, null, null]);
    expect(
      isCompleteAssistanceSearch({ ...s, destino: 'ASIA', salida: '2031-01-01', regreso: '2031-01-05' }),
    ).toBe(false);
    expect(read('pasajeros=2&edades=30,0,5').edades).toEqual([30, 0]);
  });

  it('builds the quote request with edad1..edadN and the session user (spec §3)', () => {
    const s = read('pasajeros=2&destino=BRASIL&salida=2031-01-10&regreso=2031-01-20&edades=35,9');
    if (!isCompleteAssistanceSearch(s)) throw new Error('incomplete');
    expect(toQuoteRequest(s, { idUser: 3 })).toEqual({
      cantidadPasajeros: 2,
      destino: 'BRASIL',
      fechaInicio: '2031-01-10',
      fechaFin: '2031-01-20',
      idUsuarioReservo: 3,
      edad1: 35,
      edad2: 9,
    });
  });
});
