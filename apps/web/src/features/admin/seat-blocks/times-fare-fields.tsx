import '@mantine/core/styles/InlineInput.layer.css';
import { Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { fromCents } from '@portal/domain/money';
import { FLIGHT_TAX_PERCENTS, legFareOf } from '@portal/domain/admin/seat-block-rules';
import { money } from '@/shared/money';
import type { TSeatBlockFormValues } from './seat-block-form-values';

type Props = { form: UseFormReturnType<TSeatBlockFormValues> };

function LegTimes({ form, leg, title }: Props & { leg: 'out' | 'back'; title: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TimeInput
          label={`Sale (${title.toLowerCase()})`}
          required
          {...form.getInputProps(`times.${leg}Departure`)}
        />
        <TimeInput
          label={`Llega (${title.toLowerCase()})`}
          required
          {...form.getInputProps(`times.${leg}Arrival`)}
        />
      </SimpleGrid>
      <Checkbox
        label="Llega al día siguiente"
        aria-label={`${title}: llega al día siguiente`}
        {...form.getInputProps(`times.${leg}NextDay`, { type: 'checkbox' })}
      />
    </Stack>
  );
}

/** Departure and arrival times of both legs (HH:MM, the agency's local times of each airport). */
export function TimesFields({ form }: Props) {
  return (
    <Fieldset legend="Horarios" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LegTimes form={form} leg="out" title="Ida" />
        <LegTimes form={form} leg="back" title="Vuelta" />
      </SimpleGrid>
    </Fieldset>
  );
}

const amount = { decimalScale: 2, decimalSeparator: ',', thousandSeparator: '.', min: 0, hideControls: true };

/** The per-passenger fare of one leg, and what VAT and the two taxes come to, when it is complete. */
function FareSummary({ fare }: { fare: TSeatBlockFormValues['fare'] }) {
  const values = [fare.venta, fare.alicuota, fare.tasa, fare.costo, fare.tipoCambio];
  if (values.some((v) => typeof v !== 'number')) return null;
  const f = legFareOf(
    fare as { venta: number; alicuota: number; tasa: number; costo: number; tipoCambio: number },
  );
  const usd = (cents: number) => money(fromCents(cents));
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Por pasajero y tramo: <strong>{usd(f.sumaTotal)}</strong> (IVA {usd(f.iva)}). Aparte: Impuesto PAIS{' '}
      {usd(f.afip)} y percepción RG 4815 {usd(f.afip2)} ({FLIGHT_TAX_PERCENTS.afip} % cada uno).
    </Text>
  );
}

/** The fare of every leg in USD; VAT and the country's taxes follow from it. */
export function FareFields({ form }: Props) {
  return (
    <Fieldset legend="Tarifa por pasajero y tramo (USD)" variant="filled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NumberInput label="Venta" required {...amount} {...form.getInputProps('fare.venta')} />
          <NumberInput
            label="Alícuota IVA (%)"
            required
            {...amount}
            max={27}
            {...form.getInputProps('fare.alicuota')}
          />
          <NumberInput label="Tasas" required {...amount} {...form.getInputProps('fare.tasa')} />
          <NumberInput label="Costo" required {...amount} {...form.getInputProps('fare.costo')} />
          <NumberInput
            label="Tipo de cambio (ARS)"
            required
            {...amount}
            {...form.getInputProps('fare.tipoCambio')}
          />
        </SimpleGrid>
        <FareSummary fare={form.getValues().fare} />
      </Stack>
    </Fieldset>
  );
}
