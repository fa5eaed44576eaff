import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { useId } from 'react';
import { ResultCard } from '@/shared/results/card-grid';
import type { TOffer } from '../api/search-tickets';
import { perPersonCents } from '../model/ticket-order';
import classes from './tickets.module.css';

type TicketCardProps = {
  offer: TOffer;
  onInfo: () => void;
  onBuy: () => void;
  buying: boolean;
  disabled: boolean;
};

const daysText = (days: number) => (days === 1 ? '1 día' : `${days} días`);

/** Name, days, price per adult and per minor, banner colour, 'Ver info' and 'Comprar' (spec §2, §3). */
export function TicketCard({ offer, onInfo, onBuy, buying, disabled }: TicketCardProps) {
  const titleId = useId();
  const soldOut = offer.disponible === false;
  return (
    <ResultCard article aria-labelledby={titleId}>
      <Card.Section className={classes.banner} style={{ backgroundColor: offer.bannerColor }} aria-hidden />
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Title order={3} fz="h5" id={titleId}>
          {offer.name}
        </Title>
        <Group gap={6}>
          {offer.durationDays > 0 && (
            <Badge variant="light" color="gray">
              {daysText(offer.durationDays)}
            </Badge>
          )}
          {soldOut && (
            <Badge variant="light" color="red">
              Sin disponibilidad
            </Badge>
          )}
        </Group>
        <Group justify="space-between" align="flex-end" mt="auto">
          <div>
            <Text size="xl" fw={700} lh={1.1}>
              {formatMoney(perPersonCents(offer.taxAdult), offer.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              por adulto
            </Text>
          </div>
          <div>
            <Text size="md" fw={600} ta="right" lh={1.1}>
              {formatMoney(perPersonCents(offer.taxChild), offer.currency)}
            </Text>
            <Text size="xs" c="dimmed" ta="right">
              por menor
            </Text>
          </div>
        </Group>
        <Group grow gap="xs" mt="xs">
          <Button variant="default" leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={onInfo}>
            Ver info
          </Button>
          <Button
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            onClick={onBuy}
            loading={buying}
            // a sold-out ticket cannot be bought (issue 11, item 6); the badge says why
            disabled={(disabled || soldOut) && !buying}
            aria-label={`Comprar ${offer.name}`}
          >
            Comprar
          </Button>
        </Group>
      </Stack>
    </ResultCard>
  );
}
