import {
  agencyToday,
  breakdownLines,
  formatDdMmYyyy,
  formatMoney,
  productLineFact,
  RESERVATION_STATUS_LABELS,
  toCents,
  type TReservationDetail,
} from '@portal/domain';

// What the voucher says, as text (issue 18): the PDF layout only places these strings, so the
// wording and the es-AR formats are decided here, in one place.

const MISSING = 'no se pudo obtener el dato';
const PAYMENT_NOTICE = 'Reserva confirmada; emisión sujeta a pago total';

const MODULE_LABELS = productLineFact('voucherLabel');

const CURRENCY_NAMES = { USD: 'Dólares estadounidenses (USD)', ARS: 'Pesos argentinos (ARS)' } as const;

export type Field = { label: string; value: string };
export type PriceLine = Field & { total?: boolean };

export type VoucherView = {
  cancelled: boolean;
  booking: Field[];
  service: Field[];
  passengers: { name: string; document: string }[];
  prices: PriceLine[];
  /** 'Reserva confirmada; …' for bookings the supplier holds; payment is always pending here */
  notice: string | null;
  policy: string;
};

/** A date-time instant as the agency's calendar day, DD-MM-YYYY. */
const dayOf = (at: Date, tz: string) => formatDdMmYyyy(agencyToday(at, tz));

const bookingFields = (d: TReservationDetail, printedAt: Date, tz: string): Field[] => [
  { label: 'Reserva N°', value: String(d.id) },
  { label: 'Código del proveedor', value: d.supplierRef?.trim() || MISSING },
  { label: 'Estado', value: RESERVATION_STATUS_LABELS[d.status] },
  { label: 'Fecha de reserva', value: dayOf(new Date(d.createdAt), tz) },
  { label: 'Fecha de impresión', value: dayOf(printedAt, tz) },
];

const serviceFields = (d: TReservationDetail): Field[] => [
  { label: 'Producto', value: d.productName.trim() || MISSING },
  { label: 'Servicio', value: MODULE_LABELS[d.module] },
  ...(d.checkout && d.checkout !== d.checkin
    ? [
        { label: 'Desde', value: formatDdMmYyyy(d.checkin) },
        { label: 'Hasta', value: formatDdMmYyyy(d.checkout) },
      ]
    : [{ label: 'Fecha', value: formatDdMmYyyy(d.checkin) }]),
  ...(d.entidad ? [{ label: 'Cliente', value: d.entidad }] : []),
];

/**
 * The spec §3 lines a client pays, as every screen shows them (the domain's breakdownLines,
 * issue 29, item 15): the rate, the fees, VAT where there is any, the total; then the Argentine
 * country taxes there are, apart from the total (spec §9), unless the agency is in Peru (§7).
 */
export const priceLines = (d: TReservationDetail, countryTaxes = true): PriceLine[] => {
  const money = (cents: number) => formatMoney(cents, d.currency);
  const { inTotal, separate } = breakdownLines(d.breakdown, { product: d.module, countryTaxes });
  return [
    ...inTotal.map((l) => ({ label: l.label, value: money(l.cents) })),
    { label: 'Total', value: formatMoney(toCents(d.total), d.currency), total: true },
    ...separate.map((l) => ({ label: `${l.label} (aparte del total)`, value: money(l.cents) })),
    { label: 'Moneda', value: CURRENCY_NAMES[d.currency] },
  ];
};

const passengerRows = (d: TReservationDetail) =>
  d.passengers.map((p) => ({
    name: `${p.apellidos.trim()}, ${p.nombres.trim()}`,
    document: `${p.tipoDoc || 'DNI'} ${p.dni}`,
  }));

/** Everything the voucher of `d` prints, printed at `printedAt` in the agency's time zone `tz`. */
export const voucherView = (
  d: TReservationDetail,
  printedAt: Date,
  tz: string,
  countryTaxes = true,
): VoucherView => ({
  cancelled: d.status === 'cancelled',
  booking: bookingFields(d, printedAt, tz),
  service: serviceFields(d),
  passengers: passengerRows(d),
  prices: priceLines(d, countryTaxes),
  notice: d.status === 'confirmed' || d.status === 'pre_booked' ? PAYMENT_NOTICE : null,
  policy: d.cancelacion.politica.trim() || MISSING,
});
