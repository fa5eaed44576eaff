import { describe, expect, it } from 'vitest';
import { carSearchParams, isCompleteCarSearch, readCarSearch, toCarSearchRequest } from './search-params';
import { search } from './test-data';

describe('car search ⇄ URL (spec §2 autos/results)', () => {
  it('a complete search survives the round trip through the query', () => {
    const s = search({ oficinaOut: 'FLL', lugarOut: 'Fort Lauderdale', horaOut: '17:30', edad: 45 });
    const query = carSearchParams(s);
    expect(query).toContain('brand=AVIS&oficinaIn=MIA');
    expect(query).toContain('horaOut=17%3A30');
    const back = readCarSearch(new URLSearchParams(query));
    expect(back).toEqual(s);
    expect(isCompleteCarSearch(back)).toBe(true);
  });

  it('bad or missing values fall back to the defaults and leave the search incomplete', () => {
    const s = readCarSearch(
      new URLSearchParams('brand=HERTZ&oficinaIn=MIA&checkin=2030-02-31&horaIn=10:15&edad=12&residencia=ar'),
    );
    expect(s).toMatchObject({ brand: null, checkin: null, horaIn: '10:00', edad: 30, residencia: 'AR' });
    expect(isCompleteCarSearch(s)).toBe(false);
  });

  it('the search-availability body carries the offices, times, driver and the session ids', () => {
    const s = search();
    expect(toCarSearchRequest(s, { idUser: 3, idUWS: 8 })).toEqual({
      brand: 'AVIS',
      oficinaIn: 'MIA',
      oficinaOut: 'MIA',
      checkin: s.checkin,
      checkout: s.checkout,
      horaIn: '10:00',
      horaOut: '10:00',
      edadConductor: 30,
      paisResidencia: 'AR',
      idUWS: 8,
      idUsuarioReservo: 3,
    });
  });
});
