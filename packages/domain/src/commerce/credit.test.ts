import { describe, expect, it } from 'vitest';
import {
  creditAnswerOf,
  creditAvailable,
  creditChargeOf,
  creditChargesOf,
  creditCheck,
  creditUsed,
  ZCreditLimitRequest,
  type TCreditRow,
} from './credit';
import { checkPaymentDate, checkReversal, ZPaymentRequest } from './payments';

// Hand-computed tables of issue 32, item 2: every figure below was worked out on paper.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
const row = (status: TCreditRow['status'], total: number, penalty: number | null = null): TCreditRow => ({
  status,
  totalCents: total,
  cancelPenaltyCents: penalty,
});

describe('creditChargeOf: what a row charges', () => {
  it.each([
    ['pending', 12_345, null, 12_345],
    ['unknown', 12_345, null, 12_345],
    ['pre_booked', 12_345, null, 12_345],
    ['confirmed', 12_345, null, 12_345],
    // asked to cancel, not cancelled yet: still all of it
    ['cancelling', 12_345, 2_000, 12_345],
    ['cancelled', 12_345, 2_000, 2_000],
    ['cancelled', 12_345, null, 0],
    ['failed', 12_345, null, 0],
  ] as const)('%s of %i cents (penalty %s) charges %i', (status, total, penalty, charge) => {
    expect(creditChargeOf(row(status, total, penalty))).toBe(charge);
  });

  it('adds a mix of rows', () => {
    // 500.00 confirmed + 250.50 pending + 30.00 penalty + 0 failed = 780.50
    const rows = [row('confirmed', 50_000), row('pending', 25_050), row('cancelled', 90_000, 3_000)];
    expect(creditChargesOf([...rows, row('failed', 70_000)])).toBe(78_050);
  });
});

describe('used and available', () => {
  it.each([
    // limit, charges, payments → used, available
    [100_000, 78_050, 0, 78_050, 21_950],
    [100_000, 78_050, 50_000, 28_050, 71_950],
    // paid in advance: used below 0, more than the limit available
    [100_000, 10_000, 30_000, -20_000, 120_000],
    // a limit lowered under what is used: nothing left, less than nothing
    [50_000, 78_050, 0, 78_050, -28_050],
    [0, 0, 0, 0, 0],
  ])(
    'limit %i, charges %i, payments %i → used %i, available %i',
    (limit, charges, payments, used, available) => {
      const f = { limitCents: limit, chargesCents: charges, paymentsCents: payments };
      expect([creditUsed(f), creditAvailable(f)]).toEqual([used, available]);
    },
  );

  it('keeps no limit: available null', () => {
    expect(creditAvailable({ limitCents: null, chargesCents: 5_000, paymentsCents: 0 })).toBeNull();
  });
});

describe('creditCheck', () => {
  const figures = { limitCents: 100_000, chargesCents: 78_050, paymentsCents: 0 }; // 219.50 left
  it('lets a booking use the credit to the cent', () => {
    expect(creditCheck({ figures, newCents: 21_950, currency: 'USD' }).ok).toBe(true);
  });

  it('refuses a cent more, saying what is left', () => {
    const check = creditCheck({ figures, newCents: 21_951, currency: 'USD' });
    expect(check.ok).toBe(false);
    expect(!check.ok && nbsp(check.message)).toBe(
      'La entidad no tiene crédito disponible para esta reserva (disponible US$ 219,50)',
    );
  });

  it('says pesos as $ and never less than nothing', () => {
    const over = { limitCents: 100_000_000, chargesCents: 120_000_000, paymentsCents: 0 };
    const check = creditCheck({ figures: over, newCents: 1, currency: 'ARS' });
    expect(!check.ok && nbsp(check.message)).toBe(
      'La entidad no tiene crédito disponible para esta reserva (disponible $ 0,00)',
    );
    const some = { limitCents: 123_456_789, chargesCents: 0, paymentsCents: 0 };
    const big = creditCheck({ figures: some, newCents: 123_456_790, currency: 'ARS' });
    expect(!big.ok && nbsp(big.message)).toContain('(disponible $ 1.234.567,89)');
  });

  it('never limits an entity with no limit', () => {
    const none = { limitCents: null, chargesCents: 10 ** 12, paymentsCents: 0 };
    expect(creditCheck({ figures: none, newCents: 10 ** 10, currency: 'USD' }).ok).toBe(true);
  });
});

describe('creditAnswerOf', () => {
  it('answers both currencies, in decimals, USD first', () => {
    const answer = creditAnswerOf(7, { ARS: { limitCents: 0, chargesCents: 0, paymentsCents: 150_000 } });
    expect(answer).toEqual({
      idEntidad: 7,
      lineas: [
        { moneda: 'USD', limite: null, usado: 0, pagos: 0, disponible: null },
        { moneda: 'ARS', limite: 0, usado: -1500, pagos: 1500, disponible: 1500 },
      ],
    });
  });
});

describe('ZCreditLimitRequest', () => {
  it.each([
    [{ moneda: 'USD', limite: 1000 }, true],
    [{ moneda: 'ARS', limite: 0 }, true],
    [{ moneda: 'USD', limite: 9_999_999_999.99 }, true],
    [{ moneda: 'USD', limite: null }, true],
    [{ moneda: 'USD', limite: '' }, true],
    [{ moneda: 'USD', limite: 10_000_000_000 }, false],
    [{ moneda: 'USD', limite: -1 }, false],
    [{ moneda: 'USD', limite: 10.005 }, false],
    [{ moneda: 'USD' }, false],
    [{ moneda: 'EUR', limite: 10 }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(ZCreditLimitRequest.safeParse(body).success).toBe(ok);
  });
});

describe('payments', () => {
  const payment = { fecha: '2026-03-10', monto: 500, moneda: 'USD', medio: 'Transferencia' };
  it.each([
    [payment, true],
    [{ ...payment, referencia: null, revierte: '' }, true],
    [{ ...payment, referencia: '   ' }, true],
    [{ ...payment, monto: 0 }, false],
    [{ ...payment, monto: 0.001 }, false],
    [{ ...payment, medio: 'Bitcoin' }, false],
    [{ ...payment, fecha: '2026-02-30' }, false],
    [{ ...payment, referencia: 'x'.repeat(101) }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(ZPaymentRequest.safeParse(body).success).toBe(ok);
  });

  it('is dated today or before', () => {
    expect(checkPaymentDate('2026-03-10', '2026-03-10').ok).toBe(true);
    expect(checkPaymentDate('2026-03-11', '2026-03-10')).toMatchObject({ ok: false, field: 'fecha' });
  });

  const original = {
    idEntidad: 3,
    currency: 'USD',
    amountCents: 50_000,
    reversesId: null,
    reversedById: null,
  } as const;
  const asked = { idEntidad: 3, currency: 'USD', amountCents: 50_000 } as const;
  it.each([
    ['the same amount and currency', original, asked, 'ok'],
    ['an unknown payment', undefined, asked, 'paymentReversedNotFound'],
    ["another entity's", { ...original, idEntidad: 4 }, asked, 'paymentReversedNotFound'],
    ['a reversal', { ...original, reversesId: 9 }, asked, 'paymentReversalOfReversal'],
    ['one reversed already', { ...original, reversedById: 12 }, asked, 'paymentAlreadyReversed'],
    ['another amount', original, { ...asked, amountCents: 49_999 }, 'paymentReversalMismatch'],
    ['another currency', original, { ...asked, currency: 'ARS' }, 'paymentReversalMismatch'],
  ] as const)('reversing %s: %s', (_what, paid, request, verdict) => {
    const check = checkReversal(paid, request);
    expect(check.ok ? 'ok' : check.key).toBe(verdict);
  });

  it('names the amount a reversal must have', () => {
    const check = checkReversal(original, { ...asked, amountCents: 1 });
    expect(!check.ok && nbsp(check.message)).toBe(
      'La reversión debe ser por el mismo monto y moneda del pago (US$ 500,00)',
    );
  });
});
