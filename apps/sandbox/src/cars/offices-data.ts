// The brands' offices (issue 14): real airports and town offices of the portal's destinations,
// with real-looking addresses. `brands` says who rents there (A: AVIS, B: BUDGET): the lists
// overlap at the big airports, as the two brands of one group do, and differ elsewhere.

/** Opening hours by profile, Sunday first (the wire answers them by day name). */
export const HOURS = {
  /** the big airports: every hour of every day */
  H24: Array<string>(7).fill('00:00-23:59'),
  /** airports with flights from dawn to late night */
  AIR: Array<string>(7).fill('06:00-23:30'),
  /** small airports: the day's flights only */
  AIRS: Array<string>(7).fill('07:00-21:00'),
  /** tourist areas: every day, shorter on Sundays */
  RESORT: ['09:00-17:00', ...Array<string>(6).fill('07:00-21:00')],
  /** downtown offices: closed on Sundays, mornings on Saturdays */
  TOWN: ['Cerrado', ...Array<string>(5).fill('08:00-19:00'), '09:00-13:00'],
} as const satisfies Record<string, readonly string[]>;
export type HoursProfile = keyof typeof HOURS;

export type OfficeRow = {
  code: string;
  name: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  address: string;
  airport: boolean;
  hours: HoursProfile;
  brands: 'AB' | 'A' | 'B';
  /** mountain roads: snow chains are rented there in winter */
  snow?: boolean;
};

const o = (
  code: string,
  name: string,
  city: string,
  country: string,
  address: string,
  hours: HoursProfile,
  brands: OfficeRow['brands'],
  snow = false,
): OfficeRow => {
  const airport = hours === 'H24' || hours.startsWith('AIR');
  return { code, name, city, country, address, airport, hours, brands, snow };
};

// one office a line: a table reads better than prettier's one field a line
// prettier-ignore
export const OFFICE_ROWS: readonly OfficeRow[] = [
  // United States (Florida)
  o('MCO', 'Orlando International Airport (MCO)', 'Orlando', 'US', 'Rental Car Center, 1 Jeff Fuqua Blvd, Orlando, FL 32827', 'H24', 'AB'),
  o('MCOC01', 'Orlando International Drive', 'Orlando', 'US', '8983 International Dr, Orlando, FL 32819', 'RESORT', 'AB'),
  o('MCOC02', 'Orlando Lake Buena Vista', 'Orlando', 'US', '12799 Apopka Vineland Rd, Orlando, FL 32836', 'RESORT', 'A'),
  o('MCOC03', 'Orlando Kissimmee W Irlo Bronson', 'Kissimmee', 'US', '5500 W Irlo Bronson Memorial Hwy, Kissimmee, FL 34746', 'RESORT', 'B'),
  o('SFB', 'Orlando Sanford International Airport (SFB)', 'Sanford', 'US', '1200 Red Cleveland Blvd, Sanford, FL 32773', 'AIR', 'B'),
  o('MIA', 'Miami International Airport (MIA)', 'Miami', 'US', 'Rental Car Center, 3900 NW 25th St, Miami, FL 33142', 'H24', 'AB'),
  o('MIAC01', 'Miami South Beach', 'Miami Beach', 'US', '2318 Collins Ave, Miami Beach, FL 33139', 'RESORT', 'AB'),
  o('MIAC02', 'Miami Brickell', 'Miami', 'US', '1200 Brickell Bay Dr, Miami, FL 33131', 'TOWN', 'A'),
  o('FLL', 'Fort Lauderdale-Hollywood International Airport (FLL)', 'Fort Lauderdale', 'US', 'Rental Car Center, 3200 SW 4th Ave, Fort Lauderdale, FL 33315', 'H24', 'AB'),
  o('TPA', 'Tampa International Airport (TPA)', 'Tampa', 'US', '4100 George J Bean Pkwy, Tampa, FL 33607', 'AIR', 'B'),
  // Mexico and the Dominican Republic
  o('CUN', 'Aeropuerto Internacional de Cancún (CUN)', 'Cancún', 'MX', 'Carretera Cancún-Chetumal Km 22, 77565 Cancún, Q.R.', 'AIR', 'AB'),
  o('CUNC01', 'Cancún Zona Hotelera', 'Cancún', 'MX', 'Blvd. Kukulcán Km 9.5, Zona Hotelera, 77500 Cancún, Q.R.', 'RESORT', 'AB'),
  o('CUNC02', 'Playa del Carmen Quinta Avenida', 'Playa del Carmen', 'MX', 'Av. 10 Norte esq. Calle 12, 77710 Playa del Carmen, Q.R.', 'RESORT', 'B'),
  o('MEX', 'Aeropuerto Internacional de la Ciudad de México (MEX)', 'Ciudad de México', 'MX', 'Av. Capitán Carlos León s/n, Terminal 1, 15620 CDMX', 'H24', 'A'),
  o('PUJ', 'Aeropuerto Internacional de Punta Cana (PUJ)', 'Punta Cana', 'DO', 'Carretera Higüey-Punta Cana Km 8.5, Punta Cana 23000', 'AIR', 'AB'),
  o('PUJC01', 'Bávaro Palma Real', 'Punta Cana', 'DO', 'Av. Alemania, Plaza Palma Real, Bávaro 23301', 'TOWN', 'A'),
  o('SDQ', 'Aeropuerto Internacional Las Américas (SDQ)', 'Santo Domingo', 'DO', 'Autopista Las Américas Km 25, Santo Domingo 11604', 'AIR', 'B'),
  // Argentina
  o('EZE', 'Aeropuerto Internacional Ezeiza (EZE)', 'Buenos Aires', 'AR', 'Aeropuerto Ministro Pistarini, Terminal A, B1802 Ezeiza, Buenos Aires', 'H24', 'AB'),
  o('AEP', 'Aeroparque Jorge Newbery (AEP)', 'Buenos Aires', 'AR', 'Av. Costanera Rafael Obligado s/n, C1425 CABA', 'H24', 'AB'),
  o('BUEC01', 'Buenos Aires Retiro', 'Buenos Aires', 'AR', 'Cerrito 1527, C1010ABG CABA', 'TOWN', 'A'),
  o('BUEC02', 'Buenos Aires San Nicolás', 'Buenos Aires', 'AR', 'Av. Corrientes 1290, C1043AAN CABA', 'TOWN', 'B'),
  o('BRC', 'Aeropuerto de San Carlos de Bariloche (BRC)', 'San Carlos de Bariloche', 'AR', 'Aeropuerto Teniente Luis Candelaria, RP 80, R8402 Bariloche, Río Negro', 'AIRS', 'AB', true),
  o('BRCC01', 'Bariloche Centro Cívico', 'San Carlos de Bariloche', 'AR', 'Av. San Martín 162, R8400 San Carlos de Bariloche, Río Negro', 'TOWN', 'A', true),
  o('MDZ', 'Aeropuerto de Mendoza El Plumerillo (MDZ)', 'Mendoza', 'AR', 'Acceso Norte s/n, M5541 Las Heras, Mendoza', 'AIRS', 'AB', true),
  o('MDZC01', 'Mendoza Centro', 'Mendoza', 'AR', 'Primitivo de la Reta 936, M5500 Mendoza', 'TOWN', 'B', true),
  o('COR', 'Aeropuerto de Córdoba Ing. Taravella (COR)', 'Córdoba', 'AR', 'Av. La Voz del Interior 8500, X5008 Córdoba', 'AIR', 'AB'),
  o('SLA', 'Aeropuerto de Salta Martín Miguel de Güemes (SLA)', 'Salta', 'AR', 'RN 51 Km 5, A4400 Salta', 'AIRS', 'AB'),
  o('USH', 'Aeropuerto Internacional de Ushuaia (USH)', 'Ushuaia', 'AR', 'Aeropuerto Malvinas Argentinas, V9410 Ushuaia, Tierra del Fuego', 'AIRS', 'AB', true),
  o('FTE', 'Aeropuerto de El Calafate (FTE)', 'El Calafate', 'AR', 'RP 11 Km 22, Z9405 El Calafate, Santa Cruz', 'AIRS', 'A', true),
  o('IGR', 'Aeropuerto Cataratas del Iguazú (IGR)', 'Puerto Iguazú', 'AR', 'RN 12 Km 22, N3370 Puerto Iguazú, Misiones', 'AIRS', 'B'),
  // Brazil, Chile, Uruguay
  o('GIG', 'Aeroporto Internacional do Rio de Janeiro Galeão (GIG)', 'Río de Janeiro', 'BR', 'Av. Vinte de Janeiro s/n, Ilha do Governador, Rio de Janeiro - RJ, 21941-900', 'H24', 'AB'),
  o('RIOC01', 'Río de Janeiro Copacabana', 'Río de Janeiro', 'BR', 'Av. Princesa Isabel 350, Copacabana, Rio de Janeiro - RJ, 22011-010', 'TOWN', 'AB'),
  o('SDU', 'Aeroporto Santos Dumont (SDU)', 'Río de Janeiro', 'BR', 'Praça Senador Salgado Filho s/n, Centro, Rio de Janeiro - RJ, 20021-340', 'AIR', 'A'),
  o('GRU', 'Aeroporto Internacional de São Paulo Guarulhos (GRU)', 'São Paulo', 'BR', 'Rod. Hélio Smidt s/n, Cumbica, Guarulhos - SP, 07190-100', 'H24', 'AB'),
  o('CGH', 'Aeroporto de São Paulo Congonhas (CGH)', 'São Paulo', 'BR', 'Av. Washington Luís s/n, Vila Congonhas, São Paulo - SP, 04626-911', 'AIR', 'B'),
  o('FLN', 'Aeroporto Internacional de Florianópolis (FLN)', 'Florianópolis', 'BR', 'Rod. Ac. ao Aeroporto 6200, Carianos, Florianópolis - SC, 88047-902', 'AIR', 'AB'),
  o('SCL', 'Aeropuerto Internacional de Santiago (SCL)', 'Santiago', 'CL', 'Armando Cortínez Oriente 1704, Pudahuel, Santiago', 'H24', 'AB', true),
  o('SCLC01', 'Santiago Providencia', 'Santiago', 'CL', 'Av. Providencia 1950, Providencia, Santiago', 'TOWN', 'A', true),
  o('PMC', 'Aeropuerto El Tepual Puerto Montt (PMC)', 'Puerto Montt', 'CL', 'Ruta 226 Km 16, Puerto Montt, Los Lagos', 'AIRS', 'B', true),
  o('MVD', 'Aeropuerto Internacional de Carrasco (MVD)', 'Montevideo', 'UY', 'Ruta 101 Km 19.950, 14000 Canelones', 'AIR', 'AB'),
  o('PDP', 'Punta del Este Península', 'Punta del Este', 'UY', 'Calle Gorlero 860, 20100 Punta del Este, Maldonado', 'RESORT', 'B'),
  // Spain
  o('MAD', 'Aeropuerto Adolfo Suárez Madrid-Barajas (MAD)', 'Madrid', 'ES', 'Aeropuerto de Madrid-Barajas, Terminal 4, 28042 Madrid', 'H24', 'AB'),
  o('MADC01', 'Madrid Estación de Atocha', 'Madrid', 'ES', 'Glorieta del Emperador Carlos V s/n, 28045 Madrid', 'RESORT', 'AB'),
  o('BCN', 'Aeropuerto de Barcelona-El Prat (BCN)', 'Barcelona', 'ES', 'Aeropuerto de Barcelona-El Prat, Terminal 1, 08820 El Prat de Llobregat', 'H24', 'AB'),
  o('BCNC01', 'Barcelona Estació de Sants', 'Barcelona', 'ES', 'Plaça dels Països Catalans s/n, 08014 Barcelona', 'RESORT', 'A'),
  o('AGP', 'Aeropuerto de Málaga-Costa del Sol (AGP)', 'Málaga', 'ES', 'Av. del Comandante García Morato s/n, 29004 Málaga', 'AIR', 'B'),
];

export const COUNTRY_NAMES: Record<string, string> = {
  US: 'Estados Unidos',
  MX: 'México',
  DO: 'República Dominicana',
  AR: 'Argentina',
  BR: 'Brasil',
  CL: 'Chile',
  UY: 'Uruguay',
  ES: 'España',
};
