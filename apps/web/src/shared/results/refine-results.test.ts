import { describe, expect, it } from 'vitest';
import {
  NO_CRITERIA,
  boardLabel,
  isFiltering,
  refineOptions,
  refineResults,
  type ResultCriteria,
  type ResultFacts,
} from '@/shared/results/refine-results';

// Hand-written hotels (issue 29, item 18); prices in cents.
const DDP = 'Disney Dining Plan (DDP): 1 comida de servicio de mesa por persona por noche';
const rate = (price: number | undefined, board = 'Solo alojamiento', refundable = true) => ({
  price,
  board,
  refundable,
});
const HOTELS: (ResultFacts & { id: string })[] = [
  {
    id: 'contemporary',
    name: "Disney's Contemporary Resort",
    stars: 5,
    supplier: 'Omnibees',
    rates: [rate(180_000), rate(150_000, DDP, false)],
  },
  {
    id: 'allstar',
    name: "Disney's All-Star Movies Resort",
    stars: 3,
    supplier: 'Prestige',
    rates: [rate(60_000)],
  },
  {
    id: 'caribbean',
    name: "Disney's Caribbean Beach Resort",
    stars: 3,
    supplier: 'Omnibees',
    rates: [rate(95_000, 'Desayuno incluido'), rate(90_000)],
  },
  { id: 'sinprecio', name: 'Hotel sin tarifa', stars: 4, supplier: 'Prestige', rates: [rate(undefined)] },
  { id: 'sinestrellas', name: 'Hotel Río Búzios', stars: 0, supplier: 'Prestige', rates: [rate(70_000)] },
  {
    id: 'grand',
    name: "Disney's Grand Floridian Resort & Spa",
    stars: 5,
    supplier: 'Prestige',
    rates: [rate(210_000, 'Media pensión')],
  },
];
const ids = (c: Partial<ResultCriteria>) =>
  refineResults(HOTELS, (h) => h, { ...NO_CRITERIA, ...c }).map((r) => r.item.id);

describe('refineResults (issue 29, item 18)', () => {
  it('with no criteria keeps every result in the suppliers’ order', () => {
    expect(ids({})).toEqual(['contemporary', 'allstar', 'caribbean', 'sinprecio', 'sinestrellas', 'grand']);
  });

  it('sorts by the cheapest rate, up or down, results without a price last', () => {
    expect(ids({ sort: 'precio-asc' })).toEqual([
      'allstar', // 600
      'sinestrellas', // 700
      'caribbean', // 900
      'contemporary', // 1500
      'grand', // 2100
      'sinprecio',
    ]);
    expect(ids({ sort: 'precio-desc' })).toEqual([
      'grand',
      'contemporary',
      'caribbean',
      'sinestrellas',
      'allstar',
      'sinprecio',
    ]);
  });

  it('sorts by stars, the cheaper first within a category, no category last', () => {
    expect(ids({ sort: 'estrellas-desc' })).toEqual([
      'contemporary', // 5, 1500
      'grand', // 5, 2100
      'sinprecio', // 4
      'allstar', // 3, 600
      'caribbean', // 3, 900
      'sinestrellas',
    ]);
    expect(ids({ sort: 'estrellas-asc' })).toEqual([
      'allstar',
      'caribbean',
      'sinprecio',
      'contemporary',
      'grand',
      'sinestrellas',
    ]);
  });

  it('filters by supplier', () => {
    expect(ids({ suppliers: ['Omnibees'] })).toEqual(['contemporary', 'caribbean']);
    expect(ids({ suppliers: ['Omnibees', 'Prestige'] })).toHaveLength(6);
  });

  it('finds names by their words, in any order, accents aside', () => {
    expect(ids({ name: 'caribbean' })).toEqual(['caribbean']);
    expect(ids({ name: 'resort disney grand' })).toEqual(['grand']);
    expect(ids({ name: 'rio buzios' })).toEqual(['sinestrellas']);
    expect(ids({ name: 'hilton' })).toEqual([]);
  });

  it('a board keeps the hotels that offer it, with only those rates, priced by them', () => {
    const refined = refineResults(HOTELS, (h) => h, { ...NO_CRITERIA, board: 'Desayuno incluido' });
    expect(refined).toEqual([{ item: HOTELS[2], rates: [0], price: 95_000 }]);
  });

  it('refundable only drops non-refundable rates and the hotels left without any', () => {
    const refined = refineResults(HOTELS, (h) => h, {
      ...NO_CRITERIA,
      refundableOnly: true,
      sort: 'precio-asc',
    });
    // the Contemporary's cheapest rate (1500) cannot be refunded: it is priced at 1800 now
    expect(refined.find((r) => r.item.id === 'contemporary')).toMatchObject({ rates: [0], price: 180_000 });
    const onlyDdp = { ...NO_CRITERIA, board: DDP, refundableOnly: true };
    expect(refineResults(HOTELS, (h) => h, onlyDdp)).toEqual([]);
  });

  it('combines the criteria', () => {
    expect(ids({ suppliers: ['Prestige'], sort: 'estrellas-desc', name: 'disney' })).toEqual([
      'grand',
      'allstar',
    ]);
  });

  it('a hotel without rates stays while no rate filter asks for one', () => {
    const bare = [{ name: 'Hotel vacío', supplier: 'Prestige', rates: [] }];
    expect(refineResults(bare, (h) => h, NO_CRITERIA)).toHaveLength(1);
    expect(refineResults(bare, (h) => h, { ...NO_CRITERIA, refundableOnly: true })).toHaveLength(0);
  });
});

describe('refineOptions and isFiltering', () => {
  it('offers the suppliers in order, the boards by their short name, stars and refund choices', () => {
    expect(refineOptions(HOTELS)).toEqual({
      suppliers: ['Omnibees', 'Prestige'],
      boards: [
        { value: 'Desayuno incluido', label: 'Desayuno incluido' },
        { value: DDP, label: 'Disney Dining Plan (DDP)' },
        { value: 'Media pensión', label: 'Media pensión' },
        { value: 'Solo alojamiento', label: 'Solo alojamiento' },
      ],
      hasStars: true,
      hasNonRefundable: true,
    });
    expect(refineOptions([{ name: 'x', stars: 0, rates: [rate(1)] }])).toMatchObject({
      suppliers: [],
      hasStars: false,
      hasNonRefundable: false,
    });
  });

  it('the short name of a board', () => {
    expect(boardLabel(DDP)).toBe('Disney Dining Plan (DDP)');
    expect(boardLabel('Media pensión')).toBe('Media pensión');
  });

  it('sorting alone filters nothing', () => {
    expect(isFiltering({ ...NO_CRITERIA, sort: 'precio-desc' })).toBe(false);
    expect(isFiltering({ ...NO_CRITERIA, name: '  ' })).toBe(false);
    expect(isFiltering({ ...NO_CRITERIA, refundableOnly: true })).toBe(true);
  });
});
