import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';

// The URLs are spec §2's (and what the e2e journeys and bookmarks use): written out here,
// not rebuilt from paths.ts, so a typo there fails.
describe('paths', () => {
  it.each([
    [paths.home.getHref(), '/'],
    [paths.public.getHref(), '/public'],
    [paths.login.getHref(), '/public/login'],
    [paths.disneyHotels.root.getHref({ provider: 'disney' }), '/hoteles?provider=disney'],
    [paths.disneyHotels.root.getHref({ provider: 'tercero' }), '/hoteles?provider=tercero'],
    [paths.disneyHotels.disney.getHref(), '/hoteles/disney'],
    [paths.disneyHotels.disney.getHref({ provider: 'disneyland' }), '/hoteles/disney?provider=disneyland'],
    [paths.disneyHotels.ticketDisney.getHref(), '/hoteles/ticket-disney'],
    [paths.disneyHotels.estadias.getHref(), '/hoteles/estadias'],
    [
      paths.disneyHotels.results.getHref('provider=disney&checkin=2030-05-10&checkout=2030-05-14'),
      '/hoteles/hotel-results?provider=disney&checkin=2030-05-10&checkout=2030-05-14',
    ],
    [
      paths.disneyHotels.results.getHref({ provider: 'tercero', iata: 'CUN' }),
      '/hoteles/hotel-results?provider=tercero&iata=CUN',
    ],
    [
      paths.disneyHotels.results.getHref({ provider: 'disneyland' }),
      '/hoteles/hotel-results?provider=disneyland',
    ],
    [paths.tickets.root.getHref(), '/tickets'],
    [paths.tickets.index.getHref({ park: 'universal' }), '/tickets/tickets-index?park=universal'],
    [
      paths.tickets.result.getHref('park=disney&adults=2&minors=0&days=4'),
      '/tickets/tickets-result?park=disney&adults=2&minors=0&days=4',
    ],
    [paths.cars.root.getHref(), '/autos'],
    [paths.cars.index.getHref(), '/autos/index-autos'],
    [paths.cars.results.getHref(new URLSearchParams({ brand: 'AVIS' })), '/autos/results?brand=AVIS'],
    [paths.activities.root.getHref(), '/traslados&Actividades'],
    [paths.activities.transfers.getHref(), '/traslados&Actividades/disponibilidad'],
    [paths.activities.results.getHref(), '/traslados&Actividades/act-results'],
    [
      paths.activitiesAvailable.getHref('activities', 'MCO'),
      '/ActividadesDisponibles=?q=activities&destino=MCO',
    ],
    [paths.activityDetail.getHref(), '/dataDisponible'],
    [paths.hotels.search.getHref(), '/hotelesNew'],
    [paths.hotels.orlando.getHref(), '/hotelesNewHBSI'],
    [paths.hotels.booking.getHref(), '/hotelesNewReserva'],
    [paths.assistance.root.getHref(), '/asistencias'],
    [paths.assistance.index.getHref(), '/asistencias/index'],
    [paths.assistance.result.getHref(), '/asistencias/asis-result'],
    [paths.flights.root.getHref(), '/vuelosAereos'],
    [paths.flights.result.getHref(), '/vuelosAereos/vuelos-result'],
    [
      paths.flights.root.getHref({ destino: 'PUJ', salida: '2027-01-12', regreso: '2027-01-20', adultos: 2 }),
      '/vuelosAereos?destino=PUJ&salida=2027-01-12&regreso=2027-01-20&adultos=2',
    ],
    [
      paths.flights.result.getHref('destino=PUJ&salida=2027-01-12&regreso=2027-01-20&adultos=2'),
      '/vuelosAereos/vuelos-result?destino=PUJ&salida=2027-01-12&regreso=2027-01-20&adultos=2',
    ],
    [paths.flights.quotas.getHref({ anio: 2026 }), '/vuelosAereos/cupos?anio=2026'],
    [paths.cruises.getHref(), '/cruicers'],
    [paths.tarifario.root.getHref(), '/tarifario'],
    [paths.tarifario.result.getHref(), '/tarifario/tarifas-result'],
    [paths.packages.getHref(), '/paquetes'],
    [paths.formPax.getHref('tickets'), '/form-pax?q=tickets'],
    [paths.formPax.getHref('provider'), '/form-pax?q=provider'],
    [paths.formPax.getHref('flights'), '/form-pax?q=flights'],
    [paths.formPax.getHref('cars'), '/form-pax?q=cars'],
    [
      paths.cars.results.getHref('brand=AVIS&oficinaIn=MIA&oficinaOut=MIA&checkin=2030-05-10&horaIn=10%3A00'),
      '/autos/results?brand=AVIS&oficinaIn=MIA&oficinaOut=MIA&checkin=2030-05-10&horaIn=10%3A00',
    ],
    [paths.cars.index.getHref('brand=BUDGET&oficinaIn=EZE'), '/autos/index-autos?brand=BUDGET&oficinaIn=EZE'],
    [paths.resumen.getHref(41), '/resumen?id=41'],
    [paths.myReservations.list.getHref(), '/mis-reservas'],
    [
      paths.myReservations.list.getHref({ q: 'Paz', status: 'confirmed', page: 2 }),
      '/mis-reservas?q=Paz&status=confirmed&page=2',
    ],
    [paths.myReservations.detail.getHref(41), '/mis-reservas/41'],
  ])('%s is %s', (href, expected) => expect(href).toBe(expected));

  it('leaves empty query values out and encodes the rest', () => {
    expect(paths.tickets.index.getHref({ park: 'disney', fecha: undefined, days: '' })).toBe(
      '/tickets/tickets-index?park=disney',
    );
    expect(paths.activitiesAvailable.getHref('activities', 'Río & Mar')).toBe(
      '/ActividadesDisponibles=?q=activities&destino=R%C3%ADo+%26+Mar',
    );
  });
});
