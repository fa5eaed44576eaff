// Client entities (agencies and companies an AS agent books for), with realistic
// Argentine names and CUITs with a valid check digit.
export const DEMO_ENTITY_NAMES = [
  'Turismo Patagonia S.R.L.',
  'Viajes del Litoral S.A.',
  'Andes Travel Group S.A.',
  'Agencia Río de la Plata S.R.L.',
  'Mendoza Viajes y Turismo S.A.',
  'Córdoba Tour Operador S.R.L.',
  'Pampa Turismo Receptivo S.A.',
  'Salta La Linda Viajes S.R.L.',
  'Iguazú Expediciones S.A.',
  'Bariloche Sur Turismo S.R.L.',
  'Ushuaia Fin del Mundo Viajes S.A.',
  'Rosario Travel Center S.R.L.',
  'Mar del Plata Turismo S.A.',
  'Tucumán Jardín Viajes S.R.L.',
  'Neuquén Aventura Turismo S.A.',
  'Puerto Madryn Ballenas Tour S.R.L.',
  'Estudiantil Egresados Argentina S.A.',
  'Viajes Corporativos del Plata S.A.',
  'Familia Feliz Viajes S.R.L.',
  'Magia Orlando Turismo S.A.',
  'Caribe Sol Agencia de Viajes S.R.L.',
  'Gaucho Travel Experience S.A.',
  'La Plata Viajes y Eventos S.R.L.',
  'San Juan Cuyo Turismo S.A.',
  'Misiones Selva Viajes S.R.L.',
  'Calafate Glaciares Tour S.A.',
  'Jujuy Quebrada Viajes S.R.L.',
  'Santa Fe Costanera Turismo S.A.',
  'Entre Ríos Termas Viajes S.R.L.',
  'Chaco Impenetrable Turismo S.A.',
  'Corrientes Esteros Viajes S.R.L.',
  'Viajes Belgrano Norte S.A.',
  'Palermo Soho Travel S.R.L.',
  'Recoleta Premium Viajes S.A.',
  'Quilmes Oeste Turismo S.R.L.',
  'Lomas Viajes Integrales S.A.',
  'Tandil Sierras Turismo S.R.L.',
  'Villa Gesell Dunas Viajes S.A.',
  'Pinamar Costa Turismo S.R.L.',
  'Necochea Playa Viajes S.A.',
  'Olavarría Centro Turismo S.R.L.',
  'Bahía Blanca Sur Viajes S.A.',
  'Comodoro Golfo Turismo S.R.L.',
  'Río Gallegos Austral Viajes S.A.',
  'Trelew Valle Turismo S.R.L.',
];

const cuitCheckDigit = (digits: string) => {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const mod = 11 - (sum % 11);
  return mod === 11 ? 0 : mod;
};

/**
 * A CUIT of a company with a valid check digit, deterministic per index: prefix 30, or 33
 * where 30 would need the digit 10 (as AFIP does; 33 then always gives 9).
 */
export const demoCuit = (index: number) => {
  const number = String(70_000_000 + index * 7919).padStart(8, '0');
  const body = cuitCheckDigit(`30${number}`) === 10 ? `33${number}` : `30${number}`;
  return `${body.slice(0, 2)}-${body.slice(2)}-${cuitCheckDigit(body)}`;
};
