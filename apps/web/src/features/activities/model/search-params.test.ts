import { describe, expect, it } from 'vitest';
import { readParty, partyText, partyErrors, partySlots, toRooming } from './party';
import { activitySearchParams, readActivitySearch, readModule, stayNights } from './search-params';
import {
  isCompleteTransferSearch,
  readTransferSearch,
  toTransferRequest,
  transferSearchParams,
} from './transfer-search-params';

const read = (q: string) => new URLSearchParams(q);

describe('activity search in the URL', () => {
  it('keeps destination, its name and country, and the stay', () => {
    const q = 'destino=MCO&nombre=Orlando&pais=Estados+Unidos&checkin=2030-03-01&checkout=2030-03-05';
    const s = readActivitySearch(read(q));
    expect(s).toEqual({
      destino: { code: 'MCO', name: 'Orlando', country: 'Estados Unidos' },
      checkin: '2030-03-01',
      checkout: '2030-03-05',
    });
    expect(activitySearchParams(s)).toBe(q);
    expect(stayNights(s)).toBe(4);
  });
  it('bad values fall back: no destination, no stay when out of order', () => {
    expect(readActivitySearch(read('destino=<x>&checkin=2030-03-05&checkout=2030-03-01'))).toEqual({
      destino: null,
      checkin: null,
      checkout: null,
    });
    // a code alone names itself
    expect(readActivitySearch(read('destino=cun')).destino).toEqual({
      code: 'CUN',
      name: 'CUN',
      country: '',
    });
  });
  it('spec §2 ActividadesDisponibles=?q: activities unless transfers are asked', () => {
    expect(readModule('traslados')).toBe('traslados');
    expect(readModule('transfers')).toBe('traslados');
    expect(readModule('actividades')).toBe('actividades');
    expect(readModule(null)).toBe('actividades');
  });
});

describe('party', () => {
  it('2 adults and no minors by default (spec §9); one age 0-17 per minor', () => {
    expect(readParty(read(''))).toEqual({ adults: 2, childAges: [] });
    expect(readParty(read('adultos=3&edades=7,12'))).toEqual({ adults: 3, childAges: [7, 12] });
    expect(readParty(read('adultos=0&edades=7,18'))).toEqual({ adults: 2, childAges: [] });
  });
  it('rooming, passenger slots and text', () => {
    const party = { adults: 2, childAges: [7] };
    expect(toRooming(party)).toEqual({ adultCount: 2, childCount: 1, childAges: [7] });
    expect(partySlots(party)).toEqual([{ kind: 'adult' }, { kind: 'adult' }, { kind: 'minor', age: 7 }]);
    expect(partyText({ adults: 1, childAges: [7, 12] })).toBe('1 adulto · 2 menores (7 y 12 años)');
  });
  it('each minor needs an age', () => {
    expect(partyErrors({ adultos: 2, menores: 2, edades: [7, null] })).toEqual({
      'edades.1': 'Indique la edad de cada menor',
    });
  });
});

describe('transfer search in the URL', () => {
  const q =
    'destino=CUN&nombre=Canc%C3%BAn&pais=M%C3%A9xico&categoria=TWOWAY&desde=CUN&hasta=H-RIU&llegada=2030-03-01' +
    '&hora=10%3A56&regreso=2030-03-08&horaRegreso=15%3A00&adultos=2&edades=7&vuelo=AR1302';

  it('reads and writes the whole search', () => {
    const s = readTransferSearch(read(q));
    expect(s.destino).toEqual({ code: 'CUN', name: 'Cancún', country: 'México' });
    expect(isCompleteTransferSearch(s)).toBe(true);
    expect(transferSearchParams(s)).toBe(q);
  });
  it('the time defaults to 10:56 (spec §9); a round trip without its return is incomplete', () => {
    const s = readTransferSearch(
      read('destino=CUN&categoria=TWOWAY&desde=CUN&hasta=H1&llegada=2030-03-01&hora=25:00'),
    );
    expect(s.hora).toBe('10:56');
    expect(isCompleteTransferSearch(s)).toBe(false);
  });
  it('the request: no productCode, toDate the return, one occupant per person, one option', () => {
    const s = readTransferSearch(read(q));
    if (!isCompleteTransferSearch(s)) throw new Error('incomplete');
    expect(toTransferRequest(s)).toEqual({
      fromDate: '2030-03-01',
      toDate: '2030-03-08',
      availRequestV2Occupation: [
        { type: 'ADL', age: 18 },
        { type: 'ADL', age: 18 },
        { type: 'CHL', age: 7 },
      ],
      transferOptions: [
        { type: 'TWOWAY', origin: { id: 'CUN', time: '10:56' }, destination: { id: 'H-RIU', time: '15:00' } },
      ],
    });
    const oneWay = readTransferSearch(read(q.replace('TWOWAY', 'ONEWAYTRIP')));
    if (!isCompleteTransferSearch(oneWay)) throw new Error('incomplete');
    const request = toTransferRequest(oneWay);
    expect(request.toDate).toBe('2030-03-01');
    expect(request.transferOptions[0]!.destination).toEqual({ id: 'H-RIU' });
  });
});
