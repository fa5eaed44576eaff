import { roomPlanText } from '@portal/domain/room-plans';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TClientEntity } from '@portal/domain/entities/search-entities';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { MESSAGES } from '@portal/domain/messages';
import { IconCalendarCheck } from '@tabler/icons-react';
import type { FormEvent, Ref } from 'react';
import { EntityCredit } from '@/shared/entity-credit/entity-credit';
import { EntitySelect } from '@/shared/entity-select/entity-select';
import { PassengerForm } from '@/shared/passenger-form/passenger-form';
import type { useRoomPassengers } from './use-room-passengers';

type BookingFormProps = {
  formRef: Ref<HTMLFormElement>;
  items: readonly TCartItem[];
  pax: ReturnType<typeof useRoomPassengers>;
  today: string;
  entity: TClientEntity | null;
  onEntity: (entity: TClientEntity | null) => void;
  entityError?: string;
  busy: boolean;
  onSubmit: () => void;
};

/** Right column of hotelesNewReserva (spec §2): client entity for AS agents, a form per room, 'Reservar'. */
export function BookingForm({ formRef, items, pax, today, busy, ...props }: BookingFormProps) {
  const { entity, onEntity, entityError, onSubmit } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Datos de los pasajeros">
      <Stack gap="lg">
        <EntitySelect value={entity} onChange={onEntity} error={entityError} disabled={busy} />
        <EntityCredit idEntidad={entity?.idEntidad} />
        {items.map((item, i) => (
          <Paper key={`${String(item.hotelID)}-${i}`} withBorder radius="md" p="md">
            <Group gap="xs" mb="sm">
              <Badge variant="light" tt="none">
                Habitación {i + 1}
              </Badge>
              <Text fw={700} size="sm">
                {item.HotelName}
              </Text>
              <Text size="sm" c="dimmed">
                {item.data.roomName} · {roomPlanText({ adults: item.cantAdl, childAges: item.childAges })}
              </Text>
            </Group>
            <PassengerForm
              idPrefix={`hab-${i}`}
              passengers={pax.slots[i] ?? []}
              form={pax.form}
              path={`rooms.${i}`}
              referenceDate={item.checkin}
              variant="hotel"
              today={today}
              disabled={busy}
            />
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={busy}
            leftSection={<IconCalendarCheck size={18} aria-hidden />}
          >
            {MESSAGES.book}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
