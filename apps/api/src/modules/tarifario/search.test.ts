import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, ZTarifarioDestinationsResponse, ZTarifarioResponse } from '@portal/domain';
import {
  tarifarioCountries,
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../db/schema-tarifario';
import { useTestApp } from '../../test/app';
import { testToday } from '../../test/clock';

// spec §7 GET /destinos-tarifarios-htls and POST /get-tarifario (/api/main): the agency's
// contracted rates of a zone for a stay (issue 17). The suite writes its own small sheet.
const t = useTestApp();
const d = (days: number) => addDays(testToday(), days);

async function writeSheet() {
  const [country] = await t.db.insert(tarifarioCountries).values({ nombre: 'Testlandia' }).returning();
  const [zone, other] = await t.db
    .insert(tarifarioZones)
    .values([
      { nombre: 'Lago Prueba', countryId: country!.id },
      { nombre: 'Cerro Vacío', countryId: country!.id },
    ])
    .returning();
  const [cheap, dear, closed] = await t.db
    .insert(tarifarioHotels)
    .values([
      {
        zoneId: zone!.id,
        nombre: 'Hostería del Lago',
        categoria: 3,
        moneda: 'ARS',
        direccion: 'Av. Costanera 100',
      },
      {
        zoneId: zone!.id,
        nombre: 'Gran Hotel Prueba',
        categoria: 5,
        moneda: 'USD',
        url: 'https://example.com',
      },
      { zoneId: zone!.id, nombre: 'Refugio Cerrado', categoria: 0, moneda: 'USD' },
    ])
    .returning();
  const [cheapRoom, dearRoom, closedRoom] = await t.db
    .insert(tarifarioRooms)
    .values([
      { hotelId: cheap!.id, code: 'STD', nombre: 'Estándar', regimen: 'Desayuno' },
      {
        hotelId: dear!.id,
        code: 'SUP',
        nombre: 'Superior vista lago',
        regimen: 'Media pensión',
        descripcion: 'Balcón',
      },
      { hotelId: closed!.id, code: 'STD', nombre: 'Estándar', regimen: 'Sin comidas' },
    ])
    .returning();
  const rates = (sgl: string, dbl: string) => [
    { ocupacion: 'SGL', total: sgl },
    { ocupacion: 'DBL', total: dbl },
  ];
  await t.db.insert(tarifarioPeriods).values([
    // the stay is d(30) to d(33): nights 30, 31, 32
    { roomId: cheapRoom!.id, desde: d(0), hasta: d(29), rates: rates('10000.00', '15000.00') }, // ends the night before
    {
      roomId: cheapRoom!.id,
      desde: d(30),
      hasta: d(31),
      rates: rates('0.00', '90000.00'),
      observacion: 'Mínimo 2 noches',
    },
    { roomId: cheapRoom!.id, desde: d(32), hasta: d(60), rates: rates('80000.00', '95500.50') },
    { roomId: dearRoom!.id, desde: d(20), hasta: d(40), rates: rates('210.00', '250.00') },
    { roomId: dearRoom!.id, desde: d(33), hasta: d(90), rates: rates('1.00', '1.00') }, // starts on check-out day
    { roomId: closedRoom!.id, desde: d(100), hasta: d(120), rates: rates('50.00', '60.00') },
  ]);
  await t.db.insert(tarifarioExcursions).values({
    zoneId: zone!.id,
    nombre: 'Circuito Chico',
    rates: [
      { tipo: 'adl', total: '45.00', moneda: 'USD' },
      { tipo: 'chd', total: '30.00', moneda: 'USD' },
    ],
  });
  await t.db.insert(tarifarioTransfers).values({
    zoneId: zone!.id,
    nombre: 'Aeropuerto - Hotel',
    tipo: 'Privado',
    direccion: 'I',
    moneda: 'USD',
    rates: [
      { cantidadPax: 1, tarifa: '40.00' },
      { cantidadPax: 2, tarifa: '22.00' },
    ],
  });
  return { country: country!, zone: zone!, other: other! };
}

let written: ReturnType<typeof writeSheet> | undefined;
/** The suite's sheet, written once. */
const sheet = () => (written ??= writeSheet());

const search = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/main/get-tarifario', headers: t.vendedor, payload: body });

describe('GET /api/main/destinos-tarifarios-htls', () => {
  it('answers countries and zones, to be kept a day', async () => {
    const { country, zone } = await sheet();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/main/destinos-tarifarios-htls',
      headers: t.vendedor,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const { destinos } = ZTarifarioDestinationsResponse.parse(res.json()).data;
    expect(destinos.paises).toContainEqual({ id: country.id, nombre: 'Testlandia' });
    expect(destinos.zonas).toContainEqual({ id: zone.id, nombre: 'Lago Prueba', pais_id: country.id });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/main/destinos-tarifarios-htls' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/main/get-tarifario', () => {
  it('answers the periods with a night of the stay, the cheapest hotel first', async () => {
    const { zone } = await sheet();
    const res = await search({
      checkin: d(30),
      checkout: d(33),
      destino: zone.id,
      isDc: false,
      isNacional: true,
      isTarifario: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZTarifarioResponse.parse(res.json());
    const hotels = data.disponibilidad!.hoteles!.hotel as {
      nombre: string;
      masEconomico?: string;
      habitaciones: { habitacion: { tarifario: { desde: string }[] }[] };
    }[];
    // ARS (80000.00) before USD (210.00): the two do not compare; each cheapest first
    expect(hotels.map((h) => h.nombre)).toEqual(['Hostería del Lago', 'Gran Hotel Prueba']);
    // 0.00 is not sold: the cheapest of 90000.00, 80000.00, 95500.50 (not 10000.00, the night before)
    expect(hotels[0]!.masEconomico).toBe('80000.00');
    expect(hotels[1]!.masEconomico).toBe('210.00');
    expect(hotels[0]!.habitaciones.habitacion[0]!.tarifario.map((p) => p.desde)).toEqual([d(30), d(32)]);
    expect(hotels[1]!.habitaciones.habitacion[0]!.tarifario.map((p) => p.desde)).toEqual([d(20)]);
    expect(data.excursiones).toEqual([
      {
        nombre: 'Circuito Chico',
        tarifas: {
          tarifa: [
            { tipo: 'adl', total: '45.00', moneda: 'USD' },
            { tipo: 'chd', total: '30.00', moneda: 'USD' },
          ],
        },
      },
    ]);
    expect(data.traslados).toEqual([
      {
        nombre: 'Aeropuerto - Hotel',
        tipo: 'Privado',
        direccion: 'I',
        moneda: 'USD',
        tarifaPasajeros: [
          { cantidadPax: 1, tarifas: '40.00' },
          { cantidadPax: 2, tarifas: '22.00' },
        ],
      },
    ]);
  });

  it('answers empty lists for a zone without rates on those dates', async () => {
    const { other } = await sheet();
    const res = await search({ checkin: d(30), checkout: d(33), destino: other.id });
    expect(res.json()).toEqual({
      data: { excursiones: [], disponibilidad: { hoteles: { hotel: [] } }, traslados: [] },
    });
  });

  it.each([
    ['no check-in', { checkin: undefined }, MESSAGES.datesRequired],
    ['an empty check-out', { checkout: '' }, MESSAGES.datesRequired],
    ['a check-out before the check-in', { checkout: d(29) }, MESSAGES.checkoutNotAfterCheckin],
    ['an unknown zone', { destino: 999_999 }, MESSAGES.tarifarioZoneUnknown],
  ])('refuses %s with 400', async (_, over, message) => {
    const res = await search({ checkin: d(30), checkout: d(33), destino: 1, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
