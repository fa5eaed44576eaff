import { Text, type TextProps } from '@mantine/core';
import type { Currency } from '@portal/domain/money';
import { money } from '@/shared/money';

// A balance says by its colour and its words who owes: the client (red) or the agency (teal).
// Shade 9 in light mode and 4 in dark pass axe's contrast on the page's background.
const OWES = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';
const IN_FAVOUR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';

export const balanceColor = (amount: number) => (amount > 0 ? OWES : amount < 0 ? IN_FAVOUR : undefined);

export const balanceWords = (amount: number) =>
  amount > 0 ? 'a cargo de la entidad' : amount < 0 ? 'a favor de la entidad' : 'sin saldo';

/** An amount of the statement's currency, blank when 0 (a debe or haber column). */
export function Amount({ value, currency, ...rest }: { value: number; currency: Currency } & TextProps) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} {...rest}>
      {value ? money(value, currency) : ''}
    </Text>
  );
}

/** A balance, coloured by who owes; 0 is written too. */
export function Balance({ value, currency, ...rest }: { value: number; currency: Currency } & TextProps) {
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', color: balanceColor(value) }} {...rest}>
      {money(value, currency)}
    </Text>
  );
}
