import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ZCreditLimitRequest, type TCreditLine } from '@portal/domain/commerce/credit';
import type { Currency } from '@portal/domain/money';
import { creditLevel } from '@/shared/entity-credit/credit-level';
import { money } from '@/shared/money';
import classes from '@/shared/entity-credit/entity-credit.module.css';
import type { TLimitVars } from './credit-api';

const CURRENCY_NAMES: Record<Currency, string> = { USD: 'Dólares (USD)', ARS: 'Pesos (ARS)' };
export const AMOUNT_INPUT = {
  decimalScale: 2,
  decimalSeparator: ',',
  thousandSeparator: '.',
  hideControls: true,
};

function Figure({ label, children, className }: { label: string; children: string; className?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} className={className} data-figure={label}>
        {children}
      </Text>
    </Group>
  );
}

/** 'Límite en USD' and its buttons: the domain's schema checks the amount before it is sent. */
function LimitForm({ line, onSave }: { line: TCreditLine; onSave: (vars: TLimitVars) => void }) {
  const [value, setValue] = useState<number | string>(line.limite ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = (limite: number | null) => {
    const parsed = ZCreditLimitRequest.safeParse({ moneda: line.moneda, limite });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const label =
      limite === null
        ? `Sin límite de crédito en ${line.moneda}`
        : `Límite de crédito en ${line.moneda}: ${money(limite, line.moneda)}`;
    onSave({ moneda: line.moneda, limite, label });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(typeof value === 'number' ? value : value === '' ? null : Number.NaN);
      }}
    >
      <Stack gap="xs">
        <NumberInput
          label={`Límite en ${line.moneda}`}
          description="Vacío: sin límite"
          min={0}
          {...AMOUNT_INPUT}
          value={value}
          onChange={setValue}
          error={error}
        />
        <Group gap="xs" justify="flex-end">
          {line.limite !== null && (
            <Button variant="default" size="xs" onClick={() => save(null)}>
              Quitar límite
            </Button>
          )}
          <Button type="submit" size="xs">
            Guardar límite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Props = { lineas: TCreditLine[]; mayEdit: boolean; onSave: (vars: TLimitVars) => void };

/** Per currency: the limit (editable with creditos.editar), what is used, paid and available. */
export function CreditLines({ lineas, mayEdit, onSave }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {lineas.map((line) => {
        const level = creditLevel(line);
        return (
          <Paper
            key={line.moneda}
            withBorder
            p="md"
            radius="sm"
            aria-label={CURRENCY_NAMES[line.moneda]}
            role="group"
          >
            <Stack gap={6}>
              <Title order={3} size="h5">
                {CURRENCY_NAMES[line.moneda]}
              </Title>
              <Figure label="Límite">
                {line.limite === null ? 'Sin límite' : money(line.limite, line.moneda)}
              </Figure>
              <Figure label="Usado">{money(line.usado, line.moneda)}</Figure>
              <Figure label="Pagos">{money(line.pagos, line.moneda)}</Figure>
              <Figure label="Disponible" className={level === 'ok' ? undefined : classes[level]}>
                {line.disponible === null ? 'Sin límite' : money(line.disponible, line.moneda)}
              </Figure>
              {mayEdit && <LimitForm key={line.limite ?? 'none'} line={line} onSave={onSave} />}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
