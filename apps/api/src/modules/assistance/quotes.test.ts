import { describe, expect, it } from 'vitest';
import { addDays, ASSISTANCE_DESTINATIONS, MESSAGES, ZAssistanceQuotesResponse } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { testToday } from '../../test/clock';
import { assistanceKit, trip } from './test-kit';

// spec §7 POST cotizador/cotizaciones (/api/assistance): per-day and annual plans of the
// UAssistance insurer for a trip and one age per traveller (issue 15).
const t = useTestApp();
const kit = assistanceKit(t);

describe('POST /api/assistance/cotizador/cotizaciones', () => {
  it('quotes every destination of spec §2, each plan with its covers, cheapest at home', async () => {
    const cheapest: Record<string, number> = {};
    for (const { code } of ASSISTANCE_DESTINATIONS) {
      const quotes = ZAssistanceQuotesResponse.parse(await kit.quote(trip({ destino: code }, [35])));
      const perDay = quotes.filter((q) => q.category === 'Por Días');
      expect(perDay.length, code).toBeGreaterThan(0);
      for (const q of quotes) {
        expect(q.currency).toBe('USD');
        expect(q.includes.length).toBeGreaterThan(0);
        expect(q.price).toBeGreaterThan(0);
      }
      cheapest[code] = Math.min(...perDay.map((q) => q.price));
    }
    const national = cheapest.NACIONAL!;
    for (const [code, price] of Object.entries(cheapest))
      if (code !== 'NACIONAL') expect(price, code).toBeGreaterThan(national);
    expect(cheapest.MUNDIAL).toBeGreaterThan(cheapest.SUDAMERICA!);
  });

  it('lists per-day plans, then annual ones, each cheapest first, with ids signed for the agent', async () => {
    const before = (await kit.quoteRows()).length;
    const quotes = await kit.quote();
    expect((await kit.quoteRows()).length).toBe(before); // a search writes nothing
    const categories = quotes.map((q) => q.category);
    expect(categories.indexOf('Anuales')).toBeGreaterThan(categories.lastIndexOf('Por Días'));
    const perDay = quotes.filter((q) => q.category === 'Por Días').map((q) => q.price);
    expect(perDay).toEqual([...perDay].sort((a, b) => a - b));
    expect(quotes[0]!.id).toMatch(/^UAQ-[0-9A-F]{16}\.[\w-]{22}$/);
    expect(quotes[0]!.pricePerPassenger).toHaveLength(4);
  });

  it('prices the family by the insurer’s tariff: module, region, age band and family discount', async () => {
    // Europe ×1.25, 15 days → the 16-day module; minors ×0.80; UA 60 and UA 150 take 15 % off a
    // family (2 adults + minors), UA 30 does not. UA 30: 45.00 × 1.25 = 56.25 an adult, 45.00 a
    // minor. UA 60: 62.00 × 1.25 × 0.85 = 65.875 → 65.88 an adult, 52.70 a minor. UA 150:
    // 84.00 × 1.25 × 0.85 = 89.25 an adult, 71.40 a minor.
    const quotes = await kit.quote();
    const price = (code: string) => quotes.find((q) => q.planCode === code);
    expect(price('UA30')).toMatchObject({ price: 202.5, pricePerPassenger: [56.25, 56.25, 45, 45] });
    expect(price('UA60')).toMatchObject({ price: 237.16, pricePerPassenger: [65.88, 65.88, 52.7, 52.7] });
    expect(price('UA150')).toMatchObject({ price: 321.3, pricePerPassenger: [89.25, 89.25, 71.4, 71.4] });
  });

  it('leaves out the plans that do not insure a traveller of 85', async () => {
    const quotes = await kit.quote(trip({}, [86, 40]));
    expect(quotes.map((q) => q.planCode).sort()).toEqual(['UA150', 'UA60']);
  });

  it('offers annual plans for a trip of up to 30 days only (spec §9)', async () => {
    const start = addDays(testToday(), 20);
    const of = async (days: number) =>
      (await kit.quote(trip({ fechaInicio: start, fechaFin: addDays(start, days - 1) }, [35]))).map(
        (q) => q.category,
      );
    expect(await of(30)).toContain('Anuales');
    const longer = await of(31);
    expect(longer).not.toContain('Anuales');
    expect(longer).toContain('Por Días');
  });

  it.each([
    ['no passengers', trip({ cantidadPasajeros: 0 }, []), MESSAGES.assistancePassengersRange],
    [
      '11 passengers',
      trip({}, [30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]),
      MESSAGES.assistancePassengersRange,
    ],
    ['an age missing', trip({ cantidadPasajeros: 3 }, [40, 12]), MESSAGES.assistanceAgesCount],
    ['an age too many', trip({ cantidadPasajeros: 1 }, [40, 12]), MESSAGES.assistanceAgesCount],
    ['an age over 99', trip({}, [120]), MESSAGES.assistanceAgeRange],
    ['no return date', trip({ fechaFin: null }), undefined],
    [
      'a return on the departure day',
      trip({ fechaFin: trip().fechaInicio }),
      MESSAGES.returnNotAfterDeparture,
    ],
    [
      'a departure in the past',
      trip({ fechaInicio: addDays(testToday(), -1) }),
      MESSAGES.assistanceStartInPast,
    ],
    ['an unknown destination', trip({ destino: 'MARTE' }), undefined],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const before = (await kit.quoteRows()).length;
    const res = await kit.post('/cotizador/cotizaciones', body);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect((await kit.quoteRows()).length).toBe(before);
  });

  it('takes the optional ages past the count as absent (null or empty)', async () => {
    const quotes = await kit.quote({ ...trip({}, [35]), edad2: null, edad3: '' });
    expect(quotes.length).toBeGreaterThan(0);
  });
});
