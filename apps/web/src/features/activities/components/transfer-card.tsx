import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import {
  IconBriefcase,
  IconClock,
  IconHandStop,
  IconInfoCircle,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useId } from 'react';
import { mediaUrl } from '../../../shared/media-url';
import { money } from '../model/money';
import classes from './activities.module.css';

type Props = { product: TTransferProduct; onInfo: () => void; onBook: () => void };

/** spec §2 tags: luggage, private or shared, Meet & Greet (the spec's fixed tags, from the product). */
export const transferTags = (p: TTransferProduct): string[] => [
  `${p.maletasPorPasajero ?? 1} maletas`,
  p.privado === false ? 'Compartido' : 'Privado',
  ...(p.meetAndGreet === false ? [] : ['Meet & Greet']),
];

const TAG_ICONS = { maletas: IconBriefcase, Privado: IconUser, Compartido: IconUsers, Meet: IconHandStop };
const iconOf = (tag: string) =>
  Object.entries(TAG_ICONS).find(([key]) => tag.includes(key))?.[1] ?? IconBriefcase;

/** spec §2 transfer result card: name, price, pickup time, more info, 'Reservar' and the tags. */
export function TransferCard({ product, onInfo, onBook }: Props) {
  const headingId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="transfer-card"
      aria-labelledby={headingId}
    >
      {product.productImage && (
        <Card.Section>
          <Image src={mediaUrl(product.productImage)} alt="" h={160} className={classes.image} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <Title order={2} fz="h4" id={headingId}>
          {product.productName}
        </Title>
        <Group gap={6}>
          {transferTags(product).map((tag) => {
            const Icon = iconOf(tag);
            return (
              <Badge
                key={tag}
                variant="light"
                color="teal"
                tt="none"
                className={classes.tag}
                leftSection={<Icon size={12} aria-hidden />}
              >
                {tag}
              </Badge>
            );
          })}
        </Group>
        <Stack gap={2}>
          {product.concepts.map((c) => (
            <Group key={c.conceptBookingCode} gap={6} wrap="nowrap" align="flex-start">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                {c.conceptName}: {formatDdMmYyyy(c.fecha)}
                {c.transfer ? `, recogida a las ${c.transfer.pickUpTime} h` : ''}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div>
            <Text fw={700} fz="xl">
              {money(product.price, product.currencyCode)}
            </Text>
            <Text size="xs" c="dimmed">
              Total del grupo · {money(product.tarifa, product.currencyCode)} por pasajero
            </Text>
          </div>
        </Group>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" leftSection={<IconInfoCircle size={16} aria-hidden />} onClick={onInfo}>
            Más información
          </Button>
          <Button onClick={onBook}>Reservar</Button>
        </Group>
      </Stack>
    </Card>
  );
}
