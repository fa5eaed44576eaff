import {
  ASSISTANCE_DESTINATIONS,
  breakdownToAmounts,
  fromCents,
  MESSAGES,
  type TVoucherRequest,
  type TVoucherResponse,
} from '@portal/domain';
import { badRequest } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import type { AssistanceVoucherRequest } from '../../suppliers/assistance';
import { bookWrittenRow } from '../booking/book-written-row';
import { withIdempotency } from '../booking/idempotency';
import { markupRowFields } from '../markups/pricing';
import { insertPendingReservations } from '../reservations/repo';
import { ASSISTANCE_SUPPLIER, type AssistanceDeps } from './deps';
import { insurerIdIn } from './quote-ids';
import { claimQuote } from './repo';
import { prepareVoucher, type PreparedVoucher } from './book-rules';

export const voucherAnswer = (id: number, voucher: string): TVoucherResponse => ({
  reservationId: String(id),
  status: 'pre_booked',
  voucher,
});

const destinationLabel = (code: string) =>
  ASSISTANCE_DESTINATIONS.find((d) => d.code === code)?.label ?? code;

/** Another pre-booking took the quote while this one was checked: nothing is written. */
class QuoteTaken extends Error {}

const voucherRequest = (body: TVoucherRequest, plan: PreparedVoucher) => ({
  quoteId: insurerIdIn(plan.quote.id),
  travellers: body.datosVoucher.paxs.map((p) => ({
    givenName: p.nombres,
    surname: p.apellidos,
    document: p.dni,
    documentType: p.tipoDoc,
    birthDate: p.nacimiento,
    nationality: p.nacionalidad,
    ...(p.email ? { email: p.email } : {}),
  })),
  leadIndex: body.datosVoucher.leadId,
  validFrom: plan.validity.desde,
  validTo: plan.validity.hasta,
});

/** The pending row and the quote given to it, in one transaction. */
function writeVoucherRow(
  deps: AssistanceDeps,
  user: AuthUser,
  body: TVoucherRequest,
  plan: PreparedVoucher,
  key: string,
) {
  const { quote, breakdown } = plan;
  return deps.db.transaction(async (tx) => {
    const [row] = await insertPendingReservations(tx, [
      {
        module: 'assistance',
        supplier: ASSISTANCE_SUPPLIER,
        userId: user.id,
        idEntidad: plan.idEntidad,
        productName:
          `Asistencia ${quote.name} (${quote.category}) - ${destinationLabel(quote.destination)}`.slice(
            0,
            200,
          ),
        checkin: quote.startDate,
        checkout: quote.endDate,
        currency: quote.currency,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        ...markupRowFields(plan.price),
        passengers: body.datosVoucher.paxs,
        request: { ...body, quote: quote.quote, voucher: voucherRequest(body, plan) },
        idempotencyKey: key,
      },
    ]);
    if (!(await claimQuote(tx, quote.id, row!.id))) throw new QuoteTaken();
    return row!;
  });
}

/**
 * POST voucher/pre-reserva (spec §4, §7): once per Idempotency-Key, every rule checked against
 * the accepted quote, the row written as pending with the quote claimed, then the insurer
 * issues the voucher under our reference and its answer is recorded (pre_booked).
 */
export function bookAssistance(
  deps: AssistanceDeps,
  user: AuthUser,
  body: TVoucherRequest,
  quoteId: string,
  key: string,
) {
  const opts = { userId: user.id, key, route: 'assistance/pre-reserva', body: { ...body, quoteId } };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const plan = await prepareVoucher(deps, user, body, quoteId);
    let row;
    try {
      row = await writeVoucherRow(deps, user, body, plan, key);
    } catch (err) {
      if (err instanceof QuoteTaken) throw badRequest(MESSAGES.assistanceQuoteUsed);
      throw err;
    }
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    const request: AssistanceVoucherRequest = {
      ...voucherRequest(body, plan),
      reference: deps.supplierReference(row.id),
    };
    return bookWrittenRow(deps, row, {
      book: () => deps.supplier.issue(request),
      codeOf: (v) => v.voucherCode,
      answer: voucherAnswer,
      failMessage: MESSAGES.assistanceBookingError,
      heldStatus: 'pre_booked',
    });
  });
}
