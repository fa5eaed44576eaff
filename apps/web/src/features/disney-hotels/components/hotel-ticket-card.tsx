import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toCents } from '@portal/domain/money';
import { IconTicket } from '@tabler/icons-react';
import { useId } from 'react';
import { ResultCard } from '@/shared/results/card-grid';
import type { THotelTicket } from '../api/find-all-tickets';

type Props = {
  ticket: THotelTicket;
  /** the party's tickets, in cents (adult and child tickets of every room) */
  partyCents: number;
  checking: boolean;
  disabled: boolean;
  onChoose: () => void;
};

/** A ticket the package rate requires: days, adult and child price, the party's total. */
export function HotelTicketCard({ ticket, partyCents, checking, disabled, onChoose }: Props) {
  const titleId = useId();
  const z = ticket.durationDays === 10;
  return (
    <ResultCard article aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="h5" id={titleId}>
            {ticket.name}
          </Title>
          <Badge variant="light" tt="none" color={z ? 'grape' : 'blue'}>
            {z ? 'Z · 10 días' : `${ticket.durationDays} días`}
          </Badge>
        </Group>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fw={700}>{formatMoney(toCents(ticket.amountAfterTax), ticket.currency)}</Text>
            <Text size="xs" c="dimmed">
              por adulto
            </Text>
          </div>
          <div>
            <Text fw={600} ta="right">
              {formatMoney(toCents(ticket.amountAfterTaxChild), ticket.currency)}
            </Text>
            <Text size="xs" c="dimmed" ta="right">
              por menor (3 a 9 años)
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fw={800} fz="lg" lh={1.1}>
              {formatMoney(partyCents, ticket.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              total de los tickets del grupo
            </Text>
          </div>
          <Button
            leftSection={<IconTicket size={16} aria-hidden />}
            onClick={onChoose}
            loading={checking}
            disabled={disabled && !checking}
            aria-label={`Verificar disponibilidad y elegir ${ticket.name}`}
          >
            Elegir
          </Button>
        </Group>
      </Stack>
    </ResultCard>
  );
}
