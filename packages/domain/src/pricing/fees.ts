import type { Cents } from '../money';

// spec §9: booking fee (gastoReserva) 35 and administrative expense 35 added to totals;
// flight bookings add 35 then a 2.2 percent surcharge. Amounts are in the order's currency.
export const GASTO_RESERVA_CENTS: Cents = 3500;
export const GASTO_ADMIN_CENTS: Cents = 3500;
export const FLIGHT_SURCHARGE_PERCENT = 2.2;
