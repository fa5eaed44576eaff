import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { TPassenger } from '../passenger';
import { checkTransferRequest, type TTransferAvailabilityRequest } from '../transfers/transfer-availability';
import { checkActivityParty, checkActivityRange, ZActivityParty } from './activity-availability';
import { checkActivityDraft, checkPartyPassengers, type TActivityDraft } from './activity-draft';

const party = (p: object) => ZActivityParty.parse(p);

describe('activity search rules', () => {
  it('paxQuantity is every adult and minor, each minor with an age', () => {
    expect(checkActivityParty(3, party({ adultCount: 2, childCount: 1, childAges: [7] })).ok).toBe(true);
    expect(checkActivityParty(2, party({ adultCount: 2, childCount: 1, childAges: [7] }))).toMatchObject({
      message: MESSAGES.paxCountMismatch,
    });
    expect(checkActivityParty(3, party({ adultCount: 2, childCount: 1 }))).toMatchObject({
      message: MESSAGES.minorAgeRequired,
    });
    // a spec-only client sends paxQuantity alone: all adults
    expect(checkActivityParty(4, undefined).ok).toBe(true);
  });
  it('a range of 1 to 14 days', () => {
    expect(checkActivityRange({ fromDate: '2026-03-01', toDate: '2026-03-01' }).ok).toBe(true);
    expect(checkActivityRange({ fromDate: '2026-03-01', toDate: '2026-03-14' }).ok).toBe(true);
    expect(checkActivityRange({ fromDate: '2026-03-01', toDate: '2026-03-15' })).toMatchObject({
      message: MESSAGES.activityRangeTooLong,
    });
    expect(checkActivityRange({ fromDate: '2026-03-02', toDate: '2026-03-01' })).toMatchObject({
      message: MESSAGES.checkoutNotAfterCheckin,
    });
  });
});

describe('activity booking draft (spec §5)', () => {
  const draft: TActivityDraft = {
    productCode: 'MCO-KSC01',
    paxQuantity: 2,
    fromDate: '2026-03-01',
    toDate: '2026-03-01',
    productName: 'Kennedy Space Center',
    conceptBookingCode: 'C1',
    echoToken: 'T1',
    productBookingCode: 'P1',
    horarioSeleccionado: '09:30',
  };
  it('needs the detail keys, then a slot', () => {
    expect(checkActivityDraft(draft).ok).toBe(true);
    expect(checkActivityDraft({ ...draft, echoToken: '' })).toMatchObject({
      message: MESSAGES.bookingDataMissing,
    });
    expect(checkActivityDraft({ ...draft, conceptBookingCode: null })).toMatchObject({
      message: MESSAGES.bookingDataMissing,
    });
    expect(checkActivityDraft({ ...draft, horarioSeleccionado: undefined })).toMatchObject({
      message: 'Selecciona un horario para continuar con la reserva',
    });
  });
});

describe('party passengers', () => {
  const pax = (nacimiento: string, nombres = 'Ana'): TPassenger => ({
    nombres,
    apellidos: 'Pérez',
    dni: '30123456',
    nacionalidad: 'Argentina',
    nacimiento,
    edad: 0,
    tipoDoc: 'DNI',
  });
  const ctx = { today: '2026-01-10', serviceDate: '2026-03-01' };
  it('one per person, adults first, minors born for their age on the service date', () => {
    const ok = [pax('1980-05-05'), pax('1982-01-01'), pax('2019-01-15')]; // 7 on 2026-03-01
    expect(checkPartyPassengers(ok, { adults: 2, childAges: [7] }, ctx).ok).toBe(true);
    expect(checkPartyPassengers(ok.slice(0, 2), { adults: 2, childAges: [7] }, ctx)).toMatchObject({
      message: MESSAGES.passengerCountMismatch,
    });
    // the minor's birth date says 5 years old on the date, not 7
    const young = [pax('1980-05-05'), pax('1982-01-01'), pax('2021-01-15')];
    const check = checkPartyPassengers(young, { adults: 2, childAges: [7] }, ctx);
    expect(check.ok).toBe(false);
    expect(check.ok || check.field).toBe('pasajeros.2.nacimiento');
  });
});

describe('transfer request rules', () => {
  const req: TTransferAvailabilityRequest = {
    fromDate: '2026-03-01',
    toDate: '2026-03-08',
    availRequestV2Occupation: [{ type: 'ADL', age: 30 }],
    transferOptions: [
      { type: 'TWOWAY', origin: { id: 'CUN', time: '10:56' }, destination: { id: 'H1', time: '15:00' } },
    ],
  };
  const withOption = (o: object) => ({ ...req, transferOptions: [{ ...req.transferOptions[0]!, ...o }] });
  it('a round trip returns later, with a return time', () => {
    expect(checkTransferRequest(req).ok).toBe(true);
    expect(checkTransferRequest({ ...req, toDate: '2026-03-01' })).toMatchObject({
      message: MESSAGES.transferReturnNotAfter,
    });
    expect(checkTransferRequest(withOption({ destination: { id: 'H1' } }))).toMatchObject({
      message: MESSAGES.transferReturnTimeRequired,
    });
  });
  it('a one-way trip needs no return; points differ; an adult travels', () => {
    expect(checkTransferRequest(withOption({ type: 'ONEWAYTRIP', destination: { id: 'H1' } })).ok).toBe(true);
    expect(checkTransferRequest(withOption({ destination: { id: 'CUN', time: '15:00' } }))).toMatchObject({
      message: MESSAGES.transferSamePoints,
    });
    expect(
      checkTransferRequest({ ...req, availRequestV2Occupation: [{ type: 'CHL', age: 8 }] }),
    ).toMatchObject({
      message: MESSAGES.atLeastOneAdult,
    });
  });
});
