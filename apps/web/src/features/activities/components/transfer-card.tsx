import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import { IconBriefcase, IconClock, IconHandStop, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { mediaUrl } from '@/shared/media-url';
import { ResultCard } from '@/shared/results/card-grid';
import { money } from '@/shared/money';
import { transferTags, type TransferTag } from '../model/transfer-tags';
import classes from './activities.module.css';

type Props = { product: TTransferProduct; onInfo: () => void; onBook: () => void };

const TAG_ICONS: Record<string, typeof IconBriefcase> = {
  '1 maletas': IconBriefcase,
  Privado: IconUser,
  'Meet & Greet': IconHandStop,
};

/** A spec tag, and beside it what this product says when it differs (issue 29, item 13). */
function TransferTagBadge({ tag }: { tag: TransferTag }) {
  const Icon = TAG_ICONS[tag.spec] ?? IconBriefcase;
  return (
    <Group gap={4} data-testid="transfer-tag">
      <Badge
        variant="light"
        color="teal"
        tt="none"
        className={classes.tag}
        leftSection={<Icon size={12} aria-hidden />}
      >
        {tag.spec}
      </Badge>
      {tag.actual && (
        <Badge
          variant="light"
          color="orange"
          tt="none"
          className={classes.fact}
          leftSection={<IconInfoCircle size={12} aria-hidden />}
        >
          Este traslado: {tag.actual}
        </Badge>
      )}
    </Group>
  );
}

/** spec §2 transfer result card: name, price, pickup time, more info, 'Reservar' and the tags. */
export function TransferCard({ product, onInfo, onBook }: Props) {
  const headingId = useId();
  return (
    <ResultCard data-testid="transfer-card" aria-labelledby={headingId}>
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
          {transferTags(product).map((tag) => (
            <TransferTagBadge key={tag.spec} tag={tag} />
          ))}
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
    </ResultCard>
  );
}
