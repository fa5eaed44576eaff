import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createReconciler, type Settler } from '../modules/reservations/reconciler';
import type { Cancellers } from '../modules/reservations/cancel-service';
import { settleCancellations } from '../modules/reservations/cancel-finish';
import type { KeyAnswerer } from '../modules/reservations/key-answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** where each module puts how it settles its rows (module name → settler) */
    settlers: Record<string, Settler>;
    /**
     * where each module puts how it cancels a booking at its supplier (and gives back what it
     * took); Mis reservas calls it (issue 18). Throws SupplierError when the supplier refuses.
     */
    cancellers: Cancellers;
    /**
     * where each module puts how it rebuilds a settled booking's Idempotency-Key answer from
     * its rows (issue 29, item 3): reconciliation answers keys a crash left without one
     */
    keyAnswers: Record<string, KeyAnswerer>;
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
    const settlers: Record<string, Settler> = {};
    app.decorate('settlers', settlers);
    const cancellers: Cancellers = {};
    app.decorate('cancellers', cancellers);
    const keyAnswers: Record<string, KeyAnswerer> = {};
    app.decorate('keyAnswers', keyAnswers);
    const pass = createReconciler(
      app.db,
      app.log,
      settlers,
      config.reconcile,
      settleCancellations(app.db, cancellers),
      keyAnswers,
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
