import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createProductLineRegistry, type ProductLineRegistry } from '../modules/product-lines';
import { createReconciler } from '../modules/reservations/reconciler';
import { settleCancellations } from '../modules/reservations/cancel-finish';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The product lines (issue 30, item 1): each module registers its own; the reconciler and
     * Mis reservas' cancellation read their settlers, cancellers and key answerers from it.
     */
    productLines: ProductLineRegistry;
    /** one reconciliation pass now; answers how many rows it took */
    reconcile: () => Promise<number>;
  }
}

type Options = { config: Pick<AppConfig, 'reconcile'> };

/**
 * Reconciliation of bookings nobody settled (a crash, a supplier that did not answer): a pass
 * when the app is ready (what a crash left behind) and every `intervalMs`, in this process;
 * several processes share the rows through leases. Off with an interval of 0 (tests call
 * `app.reconcile()`).
 */
export const reconcilePlugin = fp<Options>(
  async (app, { config }) => {
    const lines = createProductLineRegistry();
    app.decorate('productLines', lines);
    // a line the domain declares but no module registered would leave its rows unsettled
    app.addHook('onReady', async () => {
      const missing = lines.missing();
      if (missing.length > 0) throw new Error(`product lines not registered: ${missing.join(', ')}`);
    });
    const pass = createReconciler(
      app.db,
      app.log,
      lines.settlers,
      config.reconcile,
      settleCancellations(app.db, lines.cancellers),
      lines.keyAnswers,
    );
    let running: Promise<number> | undefined;
    // one pass at a time in a process
    const reconcile = () => (running ??= pass().finally(() => (running = undefined)));
    app.decorate('reconcile', reconcile);
    const { intervalMs } = config.reconcile;
    if (intervalMs <= 0) return;
    const tick = () =>
      void reconcile().catch((err: unknown) => app.log.error({ err }, 'reconciliation pass failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'reconcile', dependencies: ['db'] },
);
