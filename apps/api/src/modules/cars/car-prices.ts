import type { TCarLocation, TVehicle } from '@portal/domain';
import type { Pricer } from '../markups/pricing';
import { pricersFor } from '../markups/pricing';
import type { CarsDeps } from './deps';

// The agency's markup on the brands' prices (issue 32 item 1, docs/decisions.md D-25): a
// rate's total is the booking's base price; an extra per day and a charge included in the
// rate are parts (a percentage only). Charges paid at the counter are the brand's, unchanged.

export type CarPricing = { brand: string; pickup: TCarLocation; checkin: string; idEntidad: number | null };

/** The pricers of a rental, per currency. */
export const carPricers = (deps: CarsDeps, p: CarPricing) =>
  pricersFor(deps, {
    linea: 'cars',
    proveedor: p.brand,
    idEntidad: p.idEntidad,
    destino: p.pickup.ciudad,
    checkin: p.checkin,
  });

/** A vehicle as the agent sees it: every price at its sale amount, the shape unchanged. */
export const markedVehicle = (
  v: TVehicle,
  pricer: (moneda: TVehicle['tarifas'][number]['moneda']) => Pricer,
): TVehicle => ({
  ...v,
  tarifas: v.tarifas.map((r) => ({
    ...r,
    tarifa: pricer(r.moneda).sale(r.tarifa),
    vehicleCharges: r.vehicleCharges.map((c) =>
      c.incluidoEnTarifa ? { ...c, monto: pricer(c.moneda).sale(c.monto, 'part') } : c,
    ),
  })),
  specialEquipment: v.specialEquipment.map((e) => ({ ...e, monto: pricer(e.moneda).sale(e.monto, 'part') })),
});
