import { describe, expect, it } from 'vitest';
import { transferProduct } from './test-data';
import { transferTags } from './transfer-tags';

// spec §2: result cards carry the fixed tags '1 maletas', 'Privado', 'Meet & Greet'.
describe('transferTags (issue 29, item 13)', () => {
  it("shows the spec's three tags, nothing beside them when the product agrees", () => {
    const product = transferProduct({ maletasPorPasajero: 1, privado: true, meetAndGreet: true });
    expect(transferTags(product)).toEqual([
      { spec: '1 maletas', actual: undefined },
      { spec: 'Privado', actual: undefined },
      { spec: 'Meet & Greet', actual: undefined },
    ]);
  });

  it('a product that says nothing of itself gets the spec tags alone', () => {
    const product = transferProduct({
      maletasPorPasajero: undefined,
      privado: undefined,
      meetAndGreet: undefined,
    });
    expect(transferTags(product).map((t) => t.actual)).toEqual([undefined, undefined, undefined]);
  });

  it("keeps the spec's tags and puts the product's own facts beside them where they differ", () => {
    const product = transferProduct({ maletasPorPasajero: 2, privado: false, meetAndGreet: false });
    expect(transferTags(product)).toEqual([
      { spec: '1 maletas', actual: '2 maletas' },
      { spec: 'Privado', actual: 'compartido' },
      { spec: 'Meet & Greet', actual: 'sin Meet & Greet' },
    ]);
  });

  it('no luggage at all is said in words', () => {
    expect(transferTags(transferProduct({ maletasPorPasajero: 0 }))[0]).toEqual({
      spec: '1 maletas',
      actual: 'sin maletas',
    });
  });
});
