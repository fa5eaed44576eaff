import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from './catalogue';

/**
 * The hotel static content every hotel supplier maps to (cities, zones, hotels with their
 * category): what GET api/client/cities/zones of spec §7 is made from. Built once.
 */
const content = {
  cities: CATALOGUE.cities,
  zonas: CATALOGUE.zonas,
  hotels: CATALOGUE.hotels.map(({ city: _c, zone: _z, ...h }) => h),
};
const body = JSON.stringify(content);

export const contentRoutes = async (app: FastifyInstance) => {
  app.get('/hotels', async (_request, reply) => reply.type('application/json').send(body));
};
