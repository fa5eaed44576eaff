import { describe, expect, it } from 'vitest';
import { makeThirdSearchSchema } from './search-form';

const schema = makeThirdSearchSchema({ today: '2030-01-01', isAgenteAS: true });
const fieldsOf = (values: unknown) =>
  schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the third-provider search form', () => {
  it('refuses a missing destination and stay, in the fields’ order (the first gets the focus)', () => {
    expect(
      fieldsOf({ destino: ' ', stayRange: { checkin: null, checkout: null }, rooming: [], stars: 0 }),
    ).toEqual([
      ['destino', 'Debe seleccionar un destino'],
      ['stayRange', 'Debe indicar la fecha de ingreso y de salida'],
      ['rooming', expect.any(String)],
    ]);
  });

  it('takes a city the supplier knows, by name or IATA code', () => {
    const stayRange = { checkin: '2030-02-01', checkout: '2030-02-05' };
    const rooming = [{ adults: 2, childAges: [] }];
    expect(fieldsOf({ destino: 'cancun', stayRange, rooming, stars: 0 })).toEqual([]);
    expect(fieldsOf({ destino: 'Atlantis', stayRange, rooming, stars: 0 })).toEqual([
      ['destino', 'No se encontró el destino indicado'],
    ]);
  });
});
