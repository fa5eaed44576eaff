import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CAR_EQUIPMENT_MAX } from '@portal/domain/cars/book-car';
import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import { formatMoney } from '@portal/domain/money';
import { MESSAGES } from '@portal/domain/messages';
import { useState } from 'react';
import { BoundedNumberInput } from '@/shared/bounded-number-input';
import { money } from '@/shared/money';
import results from '@/shared/results/results.module.css';
import { carSaleOf, chosenEquipment, type TEquipmentCounts } from '../model/car-order';

type Props = {
  choice: { vehicle: TVehicle; rate: TCarRate } | null;
  rentalDays: number;
  onContinue: (counts: TEquipmentCounts) => void;
  onClose: () => void;
};

function EquipmentForm({
  vehicle,
  rate,
  rentalDays,
  onContinue,
  onClose,
}: Omit<Props, 'choice'> & {
  vehicle: TVehicle;
  rate: TCarRate;
}) {
  const [counts, setCounts] = useState<TEquipmentCounts>({});
  const equipment = chosenEquipment(vehicle.specialEquipment, counts);
  const total = carSaleOf({ rate, equipment, rentalDays });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Precio por unidad y por día; se cobra por los {rentalDays} días del alquiler.
      </Text>
      {vehicle.specialEquipment.map((e) => (
        <BoundedNumberInput
          key={e.equipmentId}
          label={e.equipmentDescription}
          description={`${money(e.monto, e.moneda)} por día`}
          min={0}
          max={CAR_EQUIPMENT_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={counts[e.equipmentId] ?? 0}
          onChange={(value) => setCounts((c) => ({ ...c, [e.equipmentId]: Number(value) || 0 }))}
        />
      ))}
      <Text fw={700} aria-live="polite">
        Total del alquiler: {formatMoney(total, rate.moneda)}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => onContinue(counts)}>Continuar</Button>
      </Group>
    </Stack>
  );
}

/** spec §2 car result dialog 'additional equipment': 0-10 of each item, the rental's live total. */
export function EquipmentDialog({ choice, ...rest }: Props) {
  return (
    <Modal
      opened={choice !== null}
      onClose={rest.onClose}
      title="Equipamiento adicional"
      size="90%"
      centered
      classNames={{ content: results.dialog }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {choice && <EquipmentForm vehicle={choice.vehicle} rate={choice.rate} {...rest} />}
    </Modal>
  );
}
