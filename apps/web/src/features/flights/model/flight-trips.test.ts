import { describe, expect, it } from 'vitest';
import { adultsCap, cappedAdults, cardTotalText, legDateTime, tripSeats, tripsOf } from './flight-trips';
import { laterTrip, leg, vueltaLeg } from './test-data';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('flight times, es-AR 12-hour (spec §2, §9)', () => {
  it.each([
    ['2027-01-12', 2145, '12/01/2027, 9:45 p. m.'],
    ['2027-01-13', 510, '13/01/2027, 5:10 a. m.'],
    ['2027-03-01', 5, '01/03/2027, 12:05 a. m.'],
    ['2027-03-01', 1200, '01/03/2027, 12:00 p. m.'],
  ])('%s %i reads %s', (date, hhmm, expected) => {
    expect(plain(legDateTime(date, hhmm))).toBe(expected);
  });
});

describe('round trips and their card', () => {
  const trips = tripsOf([vueltaLeg(), leg(), ...laterTrip(4)]);

  it('pairs the legs of each trip by comparador, outbound first', () => {
    expect(trips.map((t) => [t.ida.idTramo, t.vuelta?.idTramo])).toEqual([
      [101, 102],
      [201, 202],
    ]);
    expect(tripSeats(trips[0]!)).toBe(9); // the fuller leg: 12 out, 9 back
  });

  it('Total USD is the fare per adult of both legs times adults (spec §2)', () => {
    // (412.50 + 398.25) × 2 = 1621.50
    expect(plain(cardTotalText(trips[0]!, 2))).toBe('US$ 1.621,50');
    expect(plain(cardTotalText(trips[0]!, 1))).toBe('US$ 810,75');
  });

  it('caps the adults at the seats of the first result (spec §4), and at 10', () => {
    expect(adultsCap(trips)).toBe(9);
    expect(cappedAdults(10, trips)).toBe(9);
    expect(cappedAdults(3, trips)).toBe(3);
    const few = tripsOf(laterTrip(2));
    expect(cappedAdults(5, few)).toBe(2);
    expect(
      adultsCap(tripsOf([leg({ asientosDisponibles: 40 }), vueltaLeg({ asientosDisponibles: 30 })])),
    ).toBe(10);
  });
});
