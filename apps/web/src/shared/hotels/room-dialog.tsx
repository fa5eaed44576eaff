import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { PROMO_POLICY_TEXT } from '@portal/domain/hotel-policy-texts';
import { MESSAGES } from '@portal/domain/messages';
import { isDiscountedRoom } from '@portal/domain/small-rules';
import type { ReactNode } from 'react';
import { DiningPlanAlert } from '@/shared/hotels/dining-plan-alert';
import classes from '@/shared/hotels/hotels.module.css';

type RoomDialogProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  room?: {
    name: string;
    hotelName: string;
    description?: string;
    /** what the rate includes: 'Régimen: …' or 'Tarifa: …' */
    rate?: { label: string; text?: string };
    /** shown before the cancellation policy (the Disney stay) */
    before?: ReactNode;
    nonRefundable: boolean;
    policy: string;
    codigos?: string[];
    rateName: string;
  };
};

/** spec §2 a hotel room's dialog: name, what it includes, its cancellation policy, offer and dining plan (§9). */
export function RoomDialog({ opened, title, onClose, room }: RoomDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="90%"
      centered
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {room && (
        <Stack gap="sm">
          <div>
            <Text fw={700}>{room.name}</Text>
            <Text size="sm" c="dimmed">
              {room.hotelName}
            </Text>
          </div>
          {room.description && <Text size="sm">{room.description}</Text>}
          {room.rate?.text && (
            <Text size="sm">
              <b>{room.rate.label}:</b> {room.rate.text}
            </Text>
          )}
          {room.before}
          <Title order={3} fz="md">
            Política de cancelación
          </Title>
          {room.nonRefundable && (
            <Badge color="red" variant="filled" tt="none" w="fit-content">
              {MESSAGES.nonRefundableChip}
            </Badge>
          )}
          <Text size="sm">{room.policy}</Text>
          {isDiscountedRoom(room.codigos) && (
            <Text size="sm" c="orange.9" fw={600} className={classes.offer}>
              {MESSAGES.offer} {PROMO_POLICY_TEXT}
            </Text>
          )}
          <DiningPlanAlert rateName={room.rateName} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{MESSAGES.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
