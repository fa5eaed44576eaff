import { describe, expect, it } from 'vitest';
import { makeFlightSearchSchema, RETURN_NOT_AFTER_DEPARTURE } from './search-form';
import { blockSearch, flightSearchParams, readFlightSearch, toFlightQuery } from './search-params';
import { quotaBlock } from './test-data';

const read = (query: string) => readFlightSearch(new URLSearchParams(query));

describe('flight search in the URL', () => {
  it('round-trips a whole search', () => {
    const s = { destino: 'PUJ', salida: '2027-01-12', regreso: '2027-01-20', adultos: 3 };
    const query = flightSearchParams(s);
    expect(query).toBe('destino=PUJ&salida=2027-01-12&regreso=2027-01-20&adultos=3');
    expect(read(query)).toEqual(s);
    expect(toFlightQuery(s)).toEqual({ from: '2027-01-12', to: '2027-01-20', destino: 'PUJ', ocupacion: 3 });
  });

  it('falls back to the defaults for bad values (no destination nor dates, 2 adults)', () => {
    const empty = { destino: null, salida: null, regreso: null, adultos: 2 };
    expect(read('destino=Punta&salida=2027-01-20&regreso=2027-01-12&adultos=11')).toEqual(empty);
    expect(read('salida=2027-02-30&regreso=2027-03-01&adultos=-1')).toEqual(empty);
    expect(read('adultos=2.5')).toEqual(empty);
    expect(read('destino=puj&adultos=0')).toMatchObject({ destino: 'PUJ', adultos: 0 });
  });

  it('a quota block searches its own dates and destination, for 2 adults or the seats left', () => {
    expect(blockSearch(quotaBlock())).toEqual({
      destino: 'PUJ',
      salida: '2027-01-12',
      regreso: '2027-01-20',
      adultos: 2,
    });
    expect(
      blockSearch(quotaBlock({ asientosDisponibles: 1, fechaRegreso: undefined, noches: 7 })),
    ).toMatchObject({ regreso: '2027-01-19', adultos: 1 });
  });
});

describe('the search form (spec §5, §6)', () => {
  const today = '2026-11-24';
  const errorsOf = (isAgenteAS: boolean, values: object) => {
    const result = makeFlightSearchSchema({ today, isAgenteAS }).safeParse({
      destino: 'PUJ',
      salida: '2026-12-03',
      regreso: '2026-12-10',
      adultos: 2,
      ...values,
    });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('non-AS users depart 9 or more days ahead; AS agents from today', () => {
    expect(errorsOf(false, {})).toEqual({}); // today + 9
    expect(errorsOf(false, { salida: '2026-12-02' })).toEqual({
      salida: 'Las reservas deben realizarse con al menos 9 días de anticipación',
    });
    expect(errorsOf(true, { salida: '2026-11-24' })).toEqual({});
    expect(errorsOf(true, { salida: '2026-11-23' }).salida).toBe('La fecha no puede ser anterior a hoy');
  });

  it('asks for a destination, both dates and a return after the departure', () => {
    expect(errorsOf(true, { destino: null, salida: null, regreso: null })).toEqual({
      destino: 'Debe seleccionar un destino',
      salida: 'Debe indicar la fecha de salida y de regreso',
      regreso: 'Debe indicar la fecha de salida y de regreso',
    });
    expect(errorsOf(false, { regreso: '2026-12-03' })).toEqual({ regreso: RETURN_NOT_AFTER_DEPARTURE });
    expect(errorsOf(false, { adultos: 11 })).toEqual({
      adultos: 'La cantidad de adultos debe estar entre 0 y 10',
    });
  });
});
