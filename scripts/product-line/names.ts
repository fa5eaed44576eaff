// The spellings of one product line's name that the templates need, from its key (kebab-case).

export type LineNames = {
  /** kebab-case: the reservations' `module`, folders, URL prefixes (`cruises`, `river-cruises`) */
  key: string;
  /** camelCase: variables and the portal's API service (`riverCruises`) */
  camel: string;
  /** PascalCase: types and components (`RiverCruises`) */
  pascal: string;
  /** UPPER: the supplier's name in configuration (`RIVERCRUISES`) */
  supplier: string;
  /** the section as agents know it (`Cruceros`) */
  label: string;
  /** what the voucher calls one booking (`Crucero`) */
  voucherLabel: string;
};

const KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function lineNames(key: string, label?: string, voucherLabel?: string): LineNames {
  if (!KEY.test(key))
    throw new Error(`"${key}" no es un nombre válido: minúsculas y guiones, p. ej. cruises`);
  const words = key.split('-');
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const pascal = words.map(cap).join('');
  const shown = label ?? cap(words.join(' '));
  return {
    key,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    supplier: words.join('').toUpperCase(),
    label: shown,
    voucherLabel: voucherLabel ?? shown,
  };
}
