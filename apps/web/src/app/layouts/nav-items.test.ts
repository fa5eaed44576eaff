import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const active = (pathname: string, search = '') =>
  NAV_ITEMS.filter((item) => isNavItemActive(item, { pathname, search })).map((item) => item.label);

describe('isNavItemActive', () => {
  it('lists the ten sections of spec §1', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'INICIO',
      'DISNEY',
      'UNIVERSAL',
      'ALOJAMIENTO',
      'TICKETS',
      'AUTOS',
      'ASISTENCIAS',
      'TARIFARIO',
      'ACTIVIDADES',
      'VUELOS',
    ]);
  });

  it('links each section to its URL of spec §2', () => {
    const links = NAV_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [
      item.label,
      item.to,
    ]);
    expect(Object.fromEntries(links)).toEqual({
      INICIO: '/',
      DISNEY: '/tickets/tickets-index?park=disney',
      UNIVERSAL: '/tickets/tickets-index?park=universal',
      ALOJAMIENTO: '/hotelesNew',
      'Buscar alojamiento': '/hotelesNew',
      'Hoteles en Orlando': '/hotelesNewHBSI',
      'Hoteles Disney': '/hoteles?provider=disney',
      'Hoteles mayorista': '/hoteles?provider=tercero',
      TICKETS: '/tickets',
      AUTOS: '/autos',
      ASISTENCIAS: '/asistencias',
      TARIFARIO: '/tarifario',
      ACTIVIDADES: '/traslados&Actividades',
      VUELOS: '/vuelosAereos',
    });
  });

  it.each([
    ['/', '', ['INICIO']],
    ['/tickets/tickets-index', '?park=disney', ['DISNEY']],
    ['/tickets/tickets-index', '?park=universal', ['UNIVERSAL']],
    ['/tickets/tickets-result', '', ['TICKETS']],
    ['/hotelesNewHBSI', '', ['ALOJAMIENTO']],
    ['/hoteles/hotel-results', '?provider=tercero', ['ALOJAMIENTO']],
    ['/hoteles/ticket-disney', '', ['ALOJAMIENTO']],
    ['/autos/results', '', ['AUTOS']],
    ['/traslados&Actividades/act-results', '', ['ACTIVIDADES']],
    ['/vuelosAereos', '', ['VUELOS']],
    ['/vuelosAereos/vuelos-result', '?destino=PUJ&adultos=2', ['VUELOS']],
    ['/vuelosAereos/cupos', '?anio=2026', ['VUELOS']],
    ['/hotelesNewReserva', '', []],
  ])('%s%s highlights %j', (pathname, search, expected) => {
    expect(active(pathname, search)).toEqual(expected);
  });
});
