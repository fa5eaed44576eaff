import { describe, expect, it } from 'vitest';
import { matchesDestination } from './destination-match';

// issue 29, item 16: typing the city again sometimes offered nothing.
describe('matchesDestination', () => {
  it('finds a city typed without its accents', () => {
    expect(matchesDestination('Cancún, Quintana Roo, México', 'cancun')).toBe(true);
    expect(matchesDestination('Río de Janeiro, Río de Janeiro, Brasil', 'Rio de jan')).toBe(true);
    expect(matchesDestination('Florianópolis, Santa Catarina, Brasil', 'FLORIANOPOLIS')).toBe(true);
  });

  it('takes the words in any order, commas or not', () => {
    expect(matchesDestination('Orlando, Florida, Estados Unidos', 'orlando florida')).toBe(true);
    expect(matchesDestination('Orlando, Florida, Estados Unidos', 'florida,orl')).toBe(true);
  });

  it('refuses a label missing one of the words', () => {
    expect(matchesDestination('Orlando, Florida, Estados Unidos', 'orlando cancun')).toBe(false);
    expect(matchesDestination('Miami, Florida, Estados Unidos', 'orl')).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(matchesDestination('Madrid, Comunidad de Madrid, España', '  ')).toBe(true);
  });
});
