import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The agency's own rate sheet (tarifario, spec §3, issue 17): countries and zones, and per zone
// the contracted hotels (rooms, validity periods with a rate per occupancy), excursions and
// transfers. Loaded from a spreadsheet (`npm run tarifario:import`), a zone at a time replaced
// whole; countries and zones keep their ids, which the portal caches for 24 h.

export type TarifarioOccupancyRate = { ocupacion: string; total: string };
export type TarifarioExcursionRate = { tipo: string; total: string; moneda: string };
export type TarifarioTransferRate = { cantidadPax: number; tarifa: string };

export const tarifarioCountries = pgTable('tarifario_countries', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 80 }).notNull().unique(),
});

export const tarifarioZones = pgTable(
  'tarifario_zones',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => tarifarioCountries.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
  },
  (t) => [uniqueIndex('tarifario_zones_name_idx').on(t.countryId, t.nombre)],
);

export const tarifarioHotels = pgTable(
  'tarifario_hotels',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => tarifarioZones.id),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    categoria: integer('categoria').notNull(), // 0 (not stated) to 5 stars
    moneda: varchar('moneda', { length: 3 }).notNull(),
    imagen: varchar('imagen', { length: 300 }),
    url: varchar('url', { length: 300 }),
    direccion: varchar('direccion', { length: 200 }),
  },
  (t) => [uniqueIndex('tarifario_hotels_name_idx').on(t.zoneId, t.nombre)],
);

export const tarifarioRooms = pgTable(
  'tarifario_rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => tarifarioHotels.id, { onDelete: 'cascade' }),
    /** the sheet's own room code */
    code: varchar('code', { length: 40 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    regimen: varchar('regimen', { length: 120 }).notNull(),
    descripcion: text('descripcion'),
  },
  (t) => [uniqueIndex('tarifario_rooms_code_idx').on(t.hotelId, t.code)],
);

/** A validity period of a room, with its rate per occupancy ('0.00': not sold). */
export const tarifarioPeriods = pgTable(
  'tarifario_periods',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => tarifarioRooms.id, { onDelete: 'cascade' }),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    observacion: text('observacion'),
    rates: jsonb('rates').$type<TarifarioOccupancyRate[]>().notNull(),
  },
  (t) => [index('tarifario_periods_room_idx').on(t.roomId, t.desde, t.hasta)],
);

export const tarifarioExcursions = pgTable(
  'tarifario_excursions',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => tarifarioZones.id),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    descripcion: text('descripcion'),
    rates: jsonb('rates').$type<TarifarioExcursionRate[]>().notNull(),
  },
  (t) => [index('tarifario_excursions_zone_idx').on(t.zoneId)],
);

export const tarifarioTransfers = pgTable(
  'tarifario_transfers',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => tarifarioZones.id),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(), // e.g. Privado, Compartido
    direccion: varchar('direccion', { length: 10 }).notNull(), // O (out), I (in), other (both ways)
    moneda: varchar('moneda', { length: 3 }).notNull(),
    rates: jsonb('rates').$type<TarifarioTransferRate[]>().notNull(),
  },
  (t) => [index('tarifario_transfers_zone_idx').on(t.zoneId)],
);
