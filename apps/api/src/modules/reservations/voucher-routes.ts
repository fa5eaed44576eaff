import fs from 'node:fs/promises';
import { agencyToday, ZErrorBody, ZReservationParams } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showsArgentineCountryTaxes } from '@portal/domain/auth/country';
import type { AppConfig } from '../../config';
import { notFound } from '../../errors';
import { createCountryLookup } from '../../lib/client-country';
import { reservationDetail } from './detail-service';
import { renderVoucher, type Agency } from './voucher/render-voucher';

type Options = Pick<AppConfig, 'tzAgency' | 'agency' | 'defaultCountry' | 'now'>;

// The same answer as GET /reservas/:id for a booking the user may not see.
const NOT_FOUND = 'No se encontró la reserva';

/** Read once at start-up: a wrong AGENCY_LOGO_PATH stops the app instead of every voucher. */
async function loadAgency({ name, logoPath }: Options['agency']): Promise<Agency> {
  try {
    return { name, logo: await fs.readFile(logoPath) };
  } catch (err) {
    throw new Error(`AGENCY_LOGO_PATH: no se pudo leer ${logoPath}`, { cause: err });
  }
}

/** GET /reservas/:id/voucher.pdf (issue 18): the voucher the agent hands the client. */
export const voucherRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { tzAgency, agency: config, defaultCountry, now: clock },
) => {
  const agency = await loadAgency(config);
  // the country taxes follow where the agent is, as the portal's screens do (spec §7)
  const countryOf = createCountryLookup(defaultCountry);

  app.get(
    '/reservas/:id/voucher.pdf',
    {
      schema: {
        tags: ['main'],
        security: [{ bearer: [] }],
        summary: 'Voucher de la reserva en PDF, para entregar al cliente',
        params: ZReservationParams,
        response: {
          200: z.any().describe('El voucher (application/pdf)'),
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const now = clock();
      const detail = await reservationDetail(app.db, request.user, id, agencyToday(now, tzAgency));
      if (!detail) throw notFound(NOT_FOUND);
      const countryTaxes = showsArgentineCountryTaxes(countryOf(request.ip).country);
      const pdf = await renderVoucher({ detail, agency, printedAt: now, tz: tzAgency, countryTaxes });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="voucher-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
