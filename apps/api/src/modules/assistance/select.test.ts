import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { TEST_JWT_SECRET } from '../../config';
import { createQuoteIds } from './quote-ids';
import { useTestApp } from '../../test/app';
import { testNow } from '../../test/clock';
import { assistanceKit, trip } from './test-kit';

// spec §4, §7 POST cotizador/cotizacion-seleccionada/{quoteId}: the chosen plan is sent to
// the insurer, and only an accepted one goes on to the passenger form (issue 15).
const t = useTestApp();
const kit = assistanceKit(t);

describe('POST /api/assistance/cotizador/cotizacion-seleccionada/{quoteId}', () => {
  it('accepts the agent’s quote at its price; asking again answers the same', async () => {
    const [plan] = await kit.quote();
    const answer = await kit.accept(plan!.id);
    expect(answer).toMatchObject({ accepted: true, quoteId: plan!.id, price: plan!.price, currency: 'USD' });
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(testNow().getTime());
    const stored = await kit.quoteRow(plan!.id);
    expect(stored).toMatchObject({ userId: t.ids.vendedor, ages: [44, 41, 12, 7], destination: 'EUROPA' });
    expect(Number(stored.acceptedPrice)).toBe(plan!.price);
    expect(await kit.accept(plan!.id)).toEqual(answer);
  });

  it('is only for the agent who quoted it', async () => {
    const [plan] = await kit.quote();
    const res = await kit.select(plan!.id, t.agente);
    expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.assistanceQuoteNotFound]);
    const forged = await kit.select(plan!.id.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'));
    expect(forged.statusCode).toBe(404);
    expect(await kit.quoteRows()).toHaveLength(1); // the first test's, none of this one
  });

  it('refuses an unknown quote', async () => {
    const res = await kit.select('UA-Q-does-not-exist');
    expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.assistanceQuoteNotFound]);
  });
});

// its own simulator: a tariff revision must not reach the other suites' quotes
describe('cotizacion-seleccionada after a tariff revision', () => {
  const own = useTestApp({}, { UASSISTANCE: {} });
  const k = assistanceKit(own);
  it('says so when the insurer revised its tariff since the quote', async () => {
    const [plan] = await k.quote(trip({ destino: 'ASIA' }));
    const revised = await fetch(`${own.config.suppliers.UASSISTANCE.url}/admin/tariff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': own.config.suppliers.UASSISTANCE.apiKey },
      body: JSON.stringify({ revisionPercent: 10 }),
    });
    expect(revised.status).toBeLessThan(300);
    const res = await k.select(plan!.id);
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.assistanceQuotePriceChanged]);
    const fresh = await k.quote(trip({ destino: 'ASIA' }));
    const same = fresh.find((q) => q.planCode === plan!.planCode)!;
    expect(same.price).toBeGreaterThan(plan!.price);
    expect((await k.accept(same.id)).price).toBe(same.price);
  });
});

describe('cotizacion-seleccionada of a quote the insurer no longer holds', () => {
  // the insurer's quotes live 1 ms: a few ms after quoting, the quote has expired
  const own = useTestApp({}, { UASSISTANCE: { quoteTtlMs: 1 } });
  const k = assistanceKit(own);

  it('refuses an expired quote with 400 and a Spanish message, and records nothing', async () => {
    const [plan] = await k.quote(trip({ destino: 'BRASIL' }));
    await new Promise((done) => setTimeout(done, 5));
    const res = await k.select(plan!.id);
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.assistanceQuoteExpired]);
    expect(await k.quoteRows()).toHaveLength(0);
  });
});

describe('the assistance calls when the insurer is down', () => {
  const down = useTestApp({}, { UASSISTANCE: { failRate: 1 } });
  const k = assistanceKit(down);

  it('answers a quote 502 with a Spanish message and keeps nothing', async () => {
    const res = await k.post('/cotizador/cotizaciones', trip());
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.assistanceQuoteError]);
    expect(await k.quoteRows()).toHaveLength(0);
  });

  it('answers a selection 502 and accepts nothing', async () => {
    // a quote given before the outage (signed for the vendedor as the API signs them)
    const id = createQuoteIds(TEST_JWT_SECRET).publicId(down.ids.vendedor, 'UAQ-0123456789ABCDEF');
    const res = await k.select(id);
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.assistanceSelectError]);
    expect(await k.quoteRows()).toHaveLength(0);
  });
});
