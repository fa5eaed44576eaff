import type { CarBrand } from './offices';

// What each brand asks of the driver in each country: the minimum age (AVIS 21 in the US,
// Mexico and the Dominican Republic, BUDGET 21 in the US, 18 elsewhere), a young-driver
// surcharge under 25, and the rental terms in Spanish as the brands publish them.

export const YOUNG_DRIVER_AGE = 25;

export const minimumAgeOf = (brand: CarBrand, country: string): number =>
  (brand === 'AVIS' ? ['US', 'MX', 'DO'] : ['US']).includes(country) ? 21 : 18;

const DEPOSIT_USD: Record<string, number> = {
  US: 200,
  MX: 500,
  DO: 500,
  AR: 800,
  CL: 700,
  UY: 700,
  BR: 600,
  ES: 900,
};

const CROSS_BORDER: Record<string, string> = {
  US: 'Se permite circular por Estados Unidos y Canadá; no se permite ingresar a México con el vehículo.',
  MX: 'No se permite cruzar a Estados Unidos, Belice ni Guatemala con el vehículo.',
  DO: 'El vehículo no puede salir de la isla ni cruzar a Haití.',
  AR: 'Para cruzar a Chile, Uruguay, Brasil o Paraguay se requiere el permiso de salida del país, solicitado con 10 días hábiles de anticipación, y el seguro obligatorio del país de destino.',
  CL: 'Para cruzar a Argentina se requiere el permiso notarial de salida, solicitado con 10 días hábiles de anticipación, con cargo adicional.',
  UY: 'Para cruzar a Argentina o Brasil se requiere autorización previa de la oficina y la Carta Verde del Mercosur.',
  BR: 'Para cruzar a Argentina, Uruguay o Paraguay se requiere autorización previa y la Carta Verde del Mercosur.',
  ES: 'Se permite circular por los países de la Unión Europea, Suiza y Andorra declarándolo al retirar; no se permite llevar el vehículo a Marruecos ni a las islas en ferry sin autorización.',
};

/** The brand's terms for renting in a country, section by section. */
export function termsOf(brand: CarBrand, country: string) {
  const minimumAge = minimumAgeOf(brand, country);
  const deposit = Math.round((DEPOSIT_USD[country] ?? 500) * (brand === 'AVIS' ? 1 : 0.8));
  const foreign = country === 'US' || country === 'ES' ? 'Permiso Internacional de Conducir' : 'pasaporte';
  return {
    MinimumAge: minimumAge,
    YoungDriverAge: YOUNG_DRIVER_AGE,
    Sections: [
      {
        Title: 'Edad del conductor',
        Text: `La edad mínima para alquilar es de ${minimumAge} años. Los conductores menores de ${YOUNG_DRIVER_AGE} años abonan un cargo diario por conductor joven y no pueden alquilar las categorías SUV ni minivan premium.`,
      },
      {
        Title: 'Documentación',
        Text: `Licencia de conducir vigente con al menos 1 año de antigüedad, a nombre del titular. Los conductores extranjeros deben presentar además su ${foreign}${foreign === 'pasaporte' ? ' o documento de identidad' : ' junto con la licencia de su país y el pasaporte'}.`,
      },
      {
        Title: 'Depósito en garantía',
        Text: `Se bloquea un depósito de USD ${deposit} en una tarjeta de crédito a nombre del titular al retirar el vehículo (no se aceptan tarjetas de débito ni prepagas). El depósito se libera al devolver el vehículo en las mismas condiciones.`,
      },
      {
        Title: 'Combustible y kilometraje',
        Text: 'El vehículo se entrega con el tanque lleno y debe devolverse lleno; de lo contrario se cobra el combustible faltante más un cargo por servicio. El kilometraje es el que indica la tarifa.',
      },
      {
        Title: 'Cruce de fronteras',
        Text: CROSS_BORDER[country] ?? 'No se permite salir del país con el vehículo.',
      },
      {
        Title: 'Devolución en otra oficina',
        Text: 'La devolución en una oficina distinta de la de retiro tiene un cargo por devolución en otra oficina (mayor si es otra ciudad), informado en la tarifa. No se permiten devoluciones en otro país.',
      },
    ],
  };
}
