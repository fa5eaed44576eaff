import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  checkPaymentDate,
  PAYMENT_METHODS,
  ZPaymentRequest,
  type TPaymentRequest,
} from '@portal/domain/commerce/payments';
import { CURRENCIES } from '@portal/domain/money';
import { IsoDateField } from '@/shared/forms/date-field';
import { money } from '@/shared/money';
import { AMOUNT_INPUT } from './credit-lines';

/** What the form holds: the amount as typed ('' when empty), the rest as sent. */
type TValues = Omit<TPaymentRequest, 'monto' | 'referencia' | 'revierte'> & {
  monto: number | string;
  referencia: string;
};

const requestOf = (v: TValues): TPaymentRequest => ({
  ...v,
  monto: typeof v.monto === 'number' ? v.monto : Number.NaN,
  referencia: v.referencia.trim() || undefined,
});

type Props = {
  today: string;
  saving: boolean;
  /** settles once the server answered: the amount and reference are cleared only if it agreed */
  onSubmit: (request: TPaymentRequest & { label: string }) => Promise<unknown>;
};

/**
 * 'Registrar un pago' (issue 32, item 3): the day the client paid (today or before), the
 * amount and currency, how and a reference. The domain's schema checks it as the API will.
 */
export function PaymentForm({ today, saving, onSubmit }: Props) {
  const form = useForm<TValues>({
    initialValues: { fecha: today, monto: '', moneda: 'USD', medio: 'Transferencia', referencia: '' },
    validate: (values) => {
      const errors = schemaResolver(ZPaymentRequest, { sync: true })(requestOf(values));
      const date = checkPaymentDate(values.fecha, today);
      return date.ok || errors.fecha ? errors : { ...errors, fecha: date.message };
    },
  });
  const submit = (values: TValues) => {
    const request = requestOf(values);
    onSubmit({ ...request, label: `Pago registrado: ${money(request.monto, request.moneda)}` }).then(
      () => {
        form.setFieldValue('monto', '');
        form.setFieldValue('referencia', '');
      },
      // refused: the notification says why, and what was typed stays to be corrected
      () => undefined,
    );
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-busy={saving} aria-labelledby="pago-titulo">
      <Stack gap="sm">
        <Title order={3} size="h5" id="pago-titulo">
          Registrar un pago
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <IsoDateField
            label="Fecha del pago"
            required
            maxDate={today}
            {...form.getInputProps('fecha')}
            popoverProps={{ withinPortal: true }}
          />
          <NumberInput label="Monto" required min={0} {...AMOUNT_INPUT} {...form.getInputProps('monto')} />
          <Select
            label="Moneda"
            data={[...CURRENCIES]}
            allowDeselect={false}
            required
            {...form.getInputProps('moneda')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Medio de pago"
            data={[...PAYMENT_METHODS]}
            allowDeselect={false}
            required
            {...form.getInputProps('medio')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Referencia" maxLength={100} {...form.getInputProps('referencia')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Registrar pago
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
