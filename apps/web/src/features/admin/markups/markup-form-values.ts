import type { TMarkupKind } from '@portal/domain/commerce/markups';
import type { TMarkupRule, TMarkupWrite } from '@portal/domain/commerce/markup-schemas';
import { markupSupplierLabel, markupSuppliersOf } from '@portal/domain/commerce/markup-schemas-labels';
import type { TReservationModule } from '@portal/domain/reservations/reservation';

// What the markup form holds, shaped like the request so the domain schema's error paths land
// on the fields: texts as typed ('' for "every one"), numbers as NumberInput keeps them ('' when
// empty), days as ISO strings or null.

type TNumber = number | string;

export type TMarkupFormValues = {
  linea: string;
  proveedor: string;
  idEntidad: string;
  destino: string;
  desde: string | null;
  hasta: string | null;
  tipo: TMarkupKind;
  valor: TNumber;
  moneda: string;
  prioridad: TNumber;
  activo: boolean;
};

export const MARKUP_FIELD_ORDER = [
  'linea',
  'proveedor',
  'idEntidad',
  'destino',
  'desde',
  'hasta',
  'tipo',
  'valor',
  'moneda',
  'prioridad',
];

export const valuesOf = (rule: TMarkupRule | null): TMarkupFormValues => ({
  linea: rule?.linea ?? '',
  proveedor: rule?.proveedor ?? '',
  idEntidad: rule?.idEntidad ? String(rule.idEntidad) : '',
  destino: rule?.destino ?? '',
  desde: rule?.desde ?? null,
  hasta: rule?.hasta ?? null,
  tipo: rule?.tipo ?? 'porcentaje',
  valor: rule?.valor ?? '',
  moneda: rule?.moneda ?? '',
  prioridad: rule?.prioridad ?? 0,
  activo: rule?.activo ?? true,
});

const given = (text: string) => text.trim() || undefined;
// an empty number is not given: the schema says what is missing, or puts its default
const numberOf = (v: TNumber) => (v === '' ? undefined : Number(v)) as number;

/** The request: blanks not given; a percentage never carries a currency (the API refuses one). */
export const requestOf = (v: TMarkupFormValues): TMarkupWrite => ({
  linea: (v.linea || undefined) as TReservationModule | undefined,
  proveedor: given(v.proveedor),
  idEntidad: v.idEntidad ? Number(v.idEntidad) : undefined,
  destino: given(v.destino),
  desde: v.desde ?? undefined,
  hasta: v.hasta ?? undefined,
  tipo: v.tipo,
  valor: numberOf(v.valor),
  moneda: v.tipo === 'monto' ? ((v.moneda || undefined) as TMarkupWrite['moneda']) : undefined,
  prioridad: numberOf(v.prioridad),
  activo: v.activo,
});

/** A rule as a whole PUT body: what turning it on or off sends, with `activo` changed. */
export const writeOf = (rule: TMarkupRule): TMarkupWrite => requestOf(valuesOf(rule));

/** The rule as the list shows it at once, before the server answers (its entity's name kept if unchanged). */
export const ruleAfter = (rule: TMarkupRule, body: TMarkupWrite): TMarkupRule => ({
  ...rule,
  linea: body.linea ?? null,
  proveedor: body.proveedor ?? null,
  idEntidad: body.idEntidad ?? null,
  razonSocial: (body.idEntidad ?? null) === rule.idEntidad ? rule.razonSocial : null,
  destino: body.destino ?? null,
  desde: body.desde ?? null,
  hasta: body.hasta ?? null,
  tipo: body.tipo,
  valor: body.valor,
  moneda: body.moneda ?? null,
  prioridad: body.prioridad ?? 0,
  activo: body.activo ?? true,
});

/** The suppliers the form offers for a line (all of them when the rule is for every line). */
export const supplierOptions = (linea: string) =>
  markupSuppliersOf((linea || null) as TReservationModule | null).map((code) => ({
    value: code,
    label: markupSupplierLabel(code),
  }));
