import { isInventoryLine, PRODUCT_LINES, type TInventoryLine, type TReservationModule } from '@portal/domain';
import type { Canceller, HoldingCanceller } from '../reservations/cancel-service';
import type { KeyAnswerer } from '../booking/key-answers';
import type { Settler } from '../reservations/reconciler';

/**
 * What the booking core needs from one product line (issue 30, item 1), declared once in the
 * line's module and registered with `app.productLines.register`. The facts both sides share
 * (labels, cancellation policy, whether it holds inventory) are the domain's PRODUCT_LINES.
 */
export type ProductLine<K extends TReservationModule = TReservationModule> = {
  key: K;
  /**
   * Asks the supplier what became of rows nobody settled (a crash, an answer lost) and records
   * it. `null` for a line that confirms in the transaction that writes the row (flights): none
   * of its rows is ever left unsettled, and one that were is reported as a fault.
   */
  settle: Settler | null;
  /** rebuilds a settled booking's Idempotency-Key answer from its rows (issue 29, item 3) */
  keyAnswer: KeyAnswerer;
  /** cancels at the supplier; a line that holds inventory of ours must give it back */
  cancel: K extends TInventoryLine ? HoldingCanceller : Canceller;
};

/** A product line, typed by its key: a line that holds inventory without `giveBack` does not compile. */
export const defineProductLine = <K extends TReservationModule>(line: ProductLine<K>): ProductLine<K> => line;

export type ProductLineRegistry = {
  register: <K extends TReservationModule>(line: ProductLine<K>) => void;
  /** module → settler, for the reconciler (lines with a settler only) */
  readonly settlers: Record<string, Settler>;
  /** module → canceller, for Mis reservas' cancellation and the reconciler */
  readonly cancellers: Record<string, Canceller>;
  /** module → key answerer, for the reconciler */
  readonly keyAnswers: Record<string, KeyAnswerer>;
  /** the domain's lines that no module registered */
  missing: () => TReservationModule[];
};

/**
 * The registry of product lines: the reconciler's, the canceller's and the key answerer's lists
 * are derived from it, so a line is declared once. Registering a line twice, or an inventory
 * line whose canceller gives nothing back (past a cast), throws at start-up.
 */
export function createProductLineRegistry(): ProductLineRegistry {
  const lines = new Map<TReservationModule, ProductLine>();
  const settlers: Record<string, Settler> = {};
  const cancellers: Record<string, Canceller> = {};
  const keyAnswers: Record<string, KeyAnswerer> = {};
  return {
    register: (line) => {
      if (lines.has(line.key)) throw new Error(`product line '${line.key}' registered twice`);
      if (isInventoryLine(line.key) && !line.cancel.giveBack)
        throw new Error(`product line '${line.key}' holds inventory: its canceller must give it back`);
      lines.set(line.key, line as ProductLine);
      if (line.settle) settlers[line.key] = line.settle;
      cancellers[line.key] = line.cancel;
      keyAnswers[line.key] = line.keyAnswer;
    },
    settlers,
    cancellers,
    keyAnswers,
    missing: () => (Object.keys(PRODUCT_LINES) as TReservationModule[]).filter((k) => !lines.has(k)),
  };
}
