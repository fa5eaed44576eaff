import type { CityEntry } from './catalogue';

// Europe: real hotels with their street addresses.
export const EUROPE: readonly CityEntry[] = [
  {
    iata: 'MAD',
    taxPercent: 10,
    priceLevel: 1.1,
    highMonths: [4, 5, 6, 9, 10],
    picture: 'city',
    hotels: [
      ['MAD01', 'Four Seasons Hotel Madrid', 5, 'Calle de Sevilla 3, 28014 Madrid'],
      ['MAD02', 'Hotel Riu Plaza España', 4, 'Calle Gran Vía 84, 28013 Madrid'],
      ['MAD03', 'NH Collection Madrid Gran Vía', 4, 'Calle Gran Vía 21, 28013 Madrid'],
      ['MAD04', 'Hotel Liabeny', 3, 'Calle de la Salud 3, 28013 Madrid'],
      ['MAD05', 'The Hat Madrid', 2, 'Calle Imperial 9, 28012 Madrid'],
    ],
  },
  {
    iata: 'BCN',
    taxPercent: 10,
    priceLevel: 1.2,
    highMonths: [5, 6, 7, 8, 9],
    picture: 'city',
    hotels: [
      ['BCN01', 'Hotel Arts Barcelona', 5, 'Carrer de la Marina 19-21, 08005 Barcelona'],
      ['BCN02', 'H10 Casanova', 4, 'Gran Via de les Corts Catalanes 559, 08011 Barcelona'],
      ['BCN03', 'Catalonia Ramblas', 4, 'Carrer de Pelai 28, 08001 Barcelona'],
      ['BCN04', 'Hotel Del Mar', 3, 'Pla de Palau 19, 08003 Barcelona'],
      ['BCN05', 'Generator Barcelona', 1, 'Carrer de Còrsega 373, 08037 Barcelona'],
    ],
  },
  {
    iata: 'PAR',
    taxPercent: 10,
    priceLevel: 1.4,
    highMonths: [4, 5, 6, 9, 12],
    picture: 'city',
    hotels: [
      ['PAR01', 'Le Meurice', 5, '228 Rue de Rivoli, 75001 Paris'],
      ['PAR02', 'Hôtel Le Walt', 4, '37 Avenue de La Motte-Picquet, 75007 Paris'],
      ['PAR03', 'Hôtel des Grands Boulevards', 4, '17 Boulevard Poissonnière, 75002 Paris'],
      ['PAR04', 'Hôtel Eiffel Saint-Charles', 3, '37 Rue Saint-Charles, 75015 Paris'],
      ['PAR05', 'Ibis Paris Tour Eiffel Cambronne', 2, '2 Rue Cambronne, 75015 Paris'],
    ],
  },
  {
    iata: 'ROM',
    taxPercent: 10,
    priceLevel: 1.2,
    highMonths: [4, 5, 6, 9, 10],
    picture: 'city',
    hotels: [
      ['ROM01', 'Hotel Hassler Roma', 5, 'Piazza della Trinità dei Monti 6, 00187 Roma'],
      ['ROM02', 'Hotel Raphael', 5, 'Largo Febo 2, 00186 Roma'],
      ['ROM03', 'Hotel Artemide', 4, 'Via Nazionale 22, 00184 Roma'],
      ['ROM04', 'Hotel Santa Prassede', 3, 'Via di Santa Prassede 25, 00184 Roma'],
      ['ROM05', 'The RomeHello', 1, 'Via Torino 45, 00184 Roma'],
    ],
  },
];
