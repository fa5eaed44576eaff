import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import {
  DEFAULT_LIST_PARAMS,
  hasFilters,
  listApiQuery,
  listParamsQuery,
  readListParams,
  withFilter,
} from './list-params';

const read = (search: string) => readListParams(new URLSearchParams(search));
const href = (search: string) => paths.myReservations.list.getHref(listParamsQuery(read(search)));

describe('Mis reservas list params ⇄ URL', () => {
  it('reads every filter and writes the same URL back', () => {
    const url =
      'q=Paz&module=tickets&status=confirmed&fecha=servicio&desde=2027-01-01&hasta=2027-01-31&idEntidad=12&entidad=Viajes+Sur&page=3';
    expect(read(url)).toEqual({
      page: 3,
      q: 'Paz',
      module: 'tickets',
      status: 'confirmed',
      fecha: 'servicio',
      desde: '2027-01-01',
      hasta: '2027-01-31',
      idEntidad: 12,
      entidad: 'Viajes Sur',
    });
    expect(href(url)).toBe(`/mis-reservas?${url}`);
  });

  it('the plain list is /mis-reservas: defaults stay out of the URL', () => {
    expect(read('')).toEqual(DEFAULT_LIST_PARAMS);
    expect(href('')).toBe('/mis-reservas');
    expect(href('page=1&fecha=reserva')).toBe('/mis-reservas');
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['module=boats', { module: null }],
    ['status=lost', { status: null }],
    ['fecha=ayer', { fecha: 'reserva' }],
    ['desde=2027-02-30', { desde: null }],
    ['desde=2027-02-10&hasta=2027-02-01', { desde: '2027-02-10', hasta: null }],
    ['idEntidad=-4&entidad=X', { idEntidad: null, entidad: '' }],
  ])('falls back to the default for a bad value: %s', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('a filter change goes back to page 1', () => {
    expect(withFilter(read('page=4'), { status: 'cancelled' })).toMatchObject({
      page: 1,
      status: 'cancelled',
    });
  });

  it('asks the API for 20 a page and sends the search from 2 characters', () => {
    expect(listApiQuery(read('q=P&page=2'))).toEqual({
      page: 2,
      pageSize: 20,
      module: undefined,
      status: undefined,
      fecha: undefined,
      desde: undefined,
      hasta: undefined,
      q: undefined,
      idEntidad: undefined,
    });
    expect(listApiQuery(read('q=%20Pa%20&desde=2027-01-01'))).toMatchObject({
      q: 'Pa',
      fecha: 'reserva',
      desde: '2027-01-01',
    });
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(read('page=3'))).toBe(false);
    expect(hasFilters(read('status=failed'))).toBe(true);
  });
});
