import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { slashDate } from '@portal/domain/admin/seat-block-rules';
import { ZSeatBlockAdjust, type TSeatBlockLeg } from '@portal/domain/admin/seat-blocks';
import { confirmAction } from '../components/confirm-action';

type TValues = { mode: 'add' | 'withdraw'; count: number | string };

const deltaOf = (v: TValues) =>
  typeof v.count === 'number' ? (v.mode === 'add' ? v.count : -v.count) : v.count;

type Props = {
  leg: TSeatBlockLeg;
  onCancel: () => void;
  /** the change, once confirmed (a withdrawal is asked about first) */
  onAdjust: (delta: number) => void;
};

/**
 * 'Ajustar asientos' of one leg: seats to add or withdraw. Withdrawals are confirmed; the server
 * refuses one that would cut sold seats and says how many are sold.
 */
export function AdjustSeatsForm({ leg, onCancel, onAdjust }: Props) {
  const form = useForm<TValues>({
    initialValues: { mode: 'add', count: '' },
    validate: (v) => {
      const errors = schemaResolver(ZSeatBlockAdjust, { sync: true })({ delta: deltaOf(v) });
      return errors.delta ? { count: errors.delta } : {};
    },
  });
  const v = form.getValues();
  const delta = deltaOf(v);
  const after = typeof delta === 'number' ? leg.seats + delta : undefined;
  const name = `${leg.direction === 'ida' ? 'ida' : 'vuelta'} ${leg.flightNumber} del ${slashDate(leg.date)}`;

  const submit = (values: TValues) => {
    const d = deltaOf(values) as number;
    if (d > 0) return onAdjust(d);
    confirmAction({
      message: `¿Quitar ${-d} asientos del tramo ${name}? Vuelven a la aerolínea y dejan de venderse.`,
      confirm: 'Quitar asientos',
      onConfirm: () => onAdjust(d),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Tramo de {name}: <strong>{leg.seats}</strong> asientos, {leg.sold} vendidos, {leg.seatsLeft} libres.
        </Text>
        <SegmentedControl
          aria-label="Operación"
          data={[
            { value: 'add', label: 'Agregar' },
            { value: 'withdraw', label: 'Quitar' },
          ]}
          {...form.getInputProps('mode')}
        />
        <NumberInput
          label="Cantidad de asientos"
          required
          min={1}
          max={500}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          {...form.getInputProps('count')}
        />
        {after !== undefined && (
          <Text size="sm" c={after < leg.sold ? 'red' : 'dimmed'} aria-live="polite">
            {after < leg.sold
              ? `No se pueden quitar asientos vendidos: hay ${leg.sold} vendidos.`
              : `El tramo quedará con ${after} asientos y ${leg.seatsLeft + (delta as number)} libres.`}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Volver
          </Button>
          <Button type="submit" color={v.mode === 'withdraw' ? 'red' : undefined}>
            {v.mode === 'withdraw' ? 'Quitar asientos' : 'Agregar asientos'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
