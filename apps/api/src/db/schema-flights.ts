import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The agency's seat quotas (cupos aéreos, issue 13): blocks of seats it bought on scheduled
// and charter flights, sold by its agents. Our own inventory (docs/decisions.md D-08): a booking
// takes seats of both legs in the transaction that writes it, under row locks.

/** A route the agency holds blocks on: airline and flight numbers, out and back (spec §3 ruta id). */
export const flightRoutes = pgTable('flight_routes', {
  id: serial('id').primaryKey(),
  airline: varchar('airline', { length: 60 }).notNull(),
  origin: varchar('origin', { length: 3 }).notNull(),
  destination: varchar('destination', { length: 3 }).notNull(),
  destinationName: varchar('destination_name', { length: 80 }).notNull(),
  flightOut: varchar('flight_out', { length: 10 }).notNull(),
  flightBack: varchar('flight_back', { length: 10 }).notNull(),
  travelClass: varchar('travel_class', { length: 20 }).notNull(),
  /** issue 31, item 5: unsold seats go back to the airline this many days before departure */
  releaseDays: integer('release_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One leg of one departure (spec §3 Flight segment, idTramo = id): the block's seats and what
 * is left, and the leg's fare per passenger in USD. The two legs of a round trip share
 * `comparador`; times are hhmm numbers as the spec has them.
 */
export const flightSegments = pgTable(
  'flight_segments',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => flightRoutes.id),
    comparador: varchar('comparador', { length: 30 }).notNull(),
    direction: varchar('direction', { length: 6 }).notNull(), // 'ida' | 'vuelta'
    flightNumber: varchar('flight_number', { length: 10 }).notNull(),
    origin: varchar('origin', { length: 3 }).notNull(),
    destination: varchar('destination', { length: 3 }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureTime: integer('departure_time').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    arrivalTime: integer('arrival_time').notNull(),
    seats: integer('seats').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    venta: numeric('venta', { precision: 12, scale: 2 }).notNull(),
    iva: numeric('iva', { precision: 12, scale: 2 }).notNull(),
    alicuota: numeric('alicuota', { precision: 5, scale: 2 }).notNull(),
    tasa: numeric('tasa', { precision: 12, scale: 2 }).notNull(),
    costo: numeric('costo', { precision: 12, scale: 2 }).notNull(),
    afip: numeric('afip', { precision: 12, scale: 2 }).notNull(),
    afip2: numeric('afip2', { precision: 12, scale: 2 }).notNull(),
    tipoCambio: numeric('tipo_cambio', { precision: 12, scale: 2 }).notNull(),
    /** when the unsold seats were given back (release days before departure), and how many */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedSeats: integer('released_seats').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_segments_route_day_dir_idx').on(t.routeId, t.departureDate, t.direction),
    index('flight_segments_dest_day_idx').on(t.destination, t.departureDate),
    index('flight_segments_comparador_idx').on(t.comparador),
    check('flight_segments_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seats}`),
  ],
);
