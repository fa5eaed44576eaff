import { afterAll, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../../config';
import { fixture, otaSandbox, pathsOf, postOta, readXml, withCodes } from './test-kit';

// OTA_HotelResRQ, OTA_ReadRQ and OTA_CancelRQ (docs/ota-hotels.md; fixtures res-*, read-*,
// cancel-*): bookings by our reference, their state, cancellation by the supplier's code.
const { app, config } = await otaSandbox({ HBSI: { user: 'agencia-7', apiKey: 'clave-hbsi' } });
afterAll(() => app.close());

const HOLIDAY_INN = 'H-ORL-HOLIDAY-INN-ORLANDO-DISNEY-SPRINGS-AREA';
const resRq = (reference: string, over: Record<string, string> = {}) =>
  withCodes(fixture('res-rq.xml'), { ORL0042: HOLIDAY_INN, 'H-2026-000123': reference, ...over });
const readRq = (reference: string) => fixture('read-rq.xml').replace('H-2026-000123', reference);
const cancelRq = (code: string) => fixture('cancel-rq.xml').replace('OMB-0A1B2C3', code);
const omnibees = async (xml: string) => (await postOta(app, 'omnibees', xml)).body;
const errorOf = (xml: string) => Object.values(readXml(xml))[0].Errors?.Error;
const idsOf = (xml: string) =>
  readXml(xml).OTA_HotelResRS.HotelReservations.HotelReservation.ResGlobalInfo.HotelReservationIDs
    .HotelReservationID;

describe('POST /omnibees/ota OTA_HotelResRQ', () => {
  it('books under our reference and answers as res-rs.xml, with the booking remarks of today', async () => {
    const xml = await omnibees(resRq('R-1'));
    expect(pathsOf(xml)).toEqual(pathsOf(fixture('res-rs.xml')));
    const root = readXml(xml).OTA_HotelResRS;
    expect(root['@ResResponseType']).toBe('Committed');
    expect(root['@EchoToken']).toBe('c0ffee00-0000-4000-8000-000000000003');
    const reservation = root.HotelReservations.HotelReservation;
    expect(reservation['@ResStatus']).toBe('Reserved');
    expect(reservation.UniqueID).toEqual({ '@Type': '14', '@ID': 'R-1', '@ID_Context': 'PORTAL' });
    expect(reservation.ResGlobalInfo.Comments.Comment.Text).toBe(
      'Holiday Inn Orlando - Disney Springs Area: check-in desde las 15:00 h, check-out hasta las 11:00 h. Desayuno incluido.',
    );
    const [code, service] = idsOf(xml);
    expect(code).toMatchObject({ '@ResID_Type': '14', '@ResID_Source': 'OMNIBEES' });
    expect(code['@ResID_Value']).toMatch(/^OMB-[0-9A-Z]{7}$/);
    expect(service).toMatchObject({ '@ResID_Type': '10', '@ResID_Source': HOLIDAY_INN });
    expect(service['@ResID_Value']).toMatch(/^\d{7}$/);
  });

  it('answers a resend with the same booking, and the same reference for another rate with 450', async () => {
    const first = idsOf(await omnibees(resRq('R-2')));
    expect(idsOf(await omnibees(resRq('R-2')))).toEqual(first);
    const other = await omnibees(resRq('R-2', { 'RatePlanCode="FLEX"': 'RatePlanCode="PROMO"' }));
    expect(errorOf(other)).toMatchObject({ '@Code': '450', '@Type': '3' });
    expect(idsOf(await omnibees(readRq('R-2')))).toEqual(first);
  });

  it('books nothing for a rate it does not sell (436)', async () => {
    const xml = await omnibees(resRq('R-3', { 'RatePlanCode="FLEX"': 'RatePlanCode="NRF"' }));
    expect(errorOf(xml)).toMatchObject({ '@Code': '436', '@ShortText': 'Rate does not exist' });
    expect(errorOf(await omnibees(readRq('R-3')))).toMatchObject({ '@Code': '97' });
  });
});

describe('POST /omnibees/ota OTA_ReadRQ and OTA_CancelRQ', () => {
  it('reads a booking (read-rs.xml), cancels it (cancel-rs.xml), again with warning 95, then reads it Cancelled', async () => {
    const [code] = idsOf(await omnibees(resRq('R-4')));
    const read = await omnibees(readRq('R-4'));
    expect(pathsOf(read)).toEqual(pathsOf(fixture('read-rs.xml')));
    expect(readXml(read).OTA_HotelResRS.HotelReservations.HotelReservation['@ResStatus']).toBe('Reserved');

    const cancelled = await omnibees(cancelRq(code['@ResID_Value']));
    expect(pathsOf(cancelled)).toEqual(pathsOf(fixture('cancel-rs.xml')));
    const suffix = code['@ResID_Value'].slice('OMB-'.length);
    expect(readXml(cancelled).OTA_CancelRS).toMatchObject({
      '@Status': 'Cancelled',
      UniqueID: { '@Type': '14', '@ID': code['@ResID_Value'], '@ID_Context': 'OMNIBEES' },
      CancelInfoRS: { UniqueID: { '@Type': '14', '@ID': `CXL-${suffix}`, '@ID_Context': 'OMNIBEES' } },
    });
    const again = await omnibees(cancelRq(code['@ResID_Value']));
    expect(pathsOf(again)).toEqual(pathsOf(fixture('cancel-rs-again.xml')));
    expect(readXml(again).OTA_CancelRS.Warnings.Warning).toMatchObject({ '@Code': '95', '@Type': '3' });

    const state = readXml(await omnibees(readRq('R-4'))).OTA_HotelResRS;
    expect(state.HotelReservations.HotelReservation['@ResStatus']).toBe('Cancelled');
    // a resend of the booking tells it is cancelled, and books nothing new
    const resend = readXml(await omnibees(resRq('R-4'))).OTA_HotelResRS.HotelReservations.HotelReservation;
    expect(resend['@ResStatus']).toBe('Cancelled');
  });

  it('answers 97 for a reference or code it never booked (read-rs-unknown.xml)', async () => {
    const read = await omnibees(readRq('R-NEVER'));
    expect(pathsOf(read)).toEqual(pathsOf(fixture('read-rs-unknown.xml')));
    expect(errorOf(read)).toEqual({
      '@Type': '3',
      '@Code': '97',
      '@ShortText': 'Booking reference not found',
      '#text': 'R-NEVER',
    });
    expect(errorOf(await omnibees(cancelRq('OMB-NOPE')))).toMatchObject({ '@Code': '97' });
    expect(readXml(await omnibees(cancelRq('OMB-NOPE'))).OTA_CancelRS).toBeDefined();
  });
});

describe('credentials (POS/Source/RequestorID)', () => {
  const refused = (xml: string) => expect(errorOf(xml)).toMatchObject({ '@Type': '4', '@Code': '497' });

  it('wants the supplier key as MessagePassword and its user as ID, else 497 and nothing done', async () => {
    refused(
      await omnibees(resRq('R-5').replace('MessagePassword="sandbox-omnibees"', 'MessagePassword="x"')),
    );
    refused(await omnibees(resRq('R-5').replace('ID="portal"', 'ID="otro"')));
    refused(await omnibees(resRq('R-5').replace(/<POS>[\s\S]*<\/POS>/, '')));
    refused(await omnibees(fixture('avail-rq.xml').replace('sandbox-omnibees', 'sandbox-hbsi')));
    expect(errorOf(await omnibees(readRq('R-5')))).toMatchObject({ '@Code': '97' });
  });

  it("reads each supplier's user and key from its behaviour at every call (SUPPLIER_<NAME>_USER)", async () => {
    const env = loadSandboxConfig({
      SUPPLIER_HBSI_USER: 'agencia-7',
      SUPPLIER_HBSI_KEY: 'clave-hbsi',
    }).suppliers;
    expect([env.HBSI.user, env.HBSI.apiKey, env.OMNIBEES.user]).toEqual([
      'agencia-7',
      'clave-hbsi',
      undefined,
    ]);
    const hbsi = (user: string, key: string) =>
      postOta(
        app,
        'hbsi',
        readRq('R-6').replace('ID="portal"', `ID="${user}"`).replace('sandbox-omnibees', key),
      );
    refused((await hbsi('portal', 'sandbox-hbsi')).body);
    expect(errorOf((await hbsi('agencia-7', 'clave-hbsi')).body)).toMatchObject({ '@Code': '97' });
    config.suppliers.HBSI.apiKey = 'clave-nueva';
    refused((await hbsi('agencia-7', 'clave-hbsi')).body);
  });
});
