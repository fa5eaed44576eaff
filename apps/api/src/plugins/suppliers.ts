import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createSupplierHttp, type SupplierHttp } from '../suppliers/http';

declare module 'fastify' {
  interface FastifyInstance {
    supplierHttp: SupplierHttp;
  }
}

/** One keep-alive pool per supplier origin for the whole app, closed with it. */
export const suppliersPlugin = fp<{ config: Pick<AppConfig, 'suppliers'> }>(
  async (app, { config }) => {
    // timed and logged by the metrics plugin when it is registered
    const observe = app.hasDecorator('observeSupplierCall') ? app.observeSupplierCall : undefined;
    const http = createSupplierHttp(config.suppliers, { observe });
    app.decorate('supplierHttp', http);
    app.addHook('onClose', () => http.close());
  },
  { name: 'suppliers' },
);
