import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import { IconBriefcase, IconClock, IconHandStop, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { money } from '@/shared/money';
import { IconBadge, InfoButton, PriceWithNote } from '@/shared/results/card-parts';
import { PictureCard } from '@/shared/results/picture-card';
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
      <IconBadge icon={Icon} color="teal" className={classes.tag}>
        {tag.spec}
      </IconBadge>
      {tag.actual && (
        <IconBadge icon={IconInfoCircle} color="orange" className={classes.fact}>
          Este traslado: {tag.actual}
        </IconBadge>
      )}
    </Group>
  );
}

/** spec §2 transfer result card: name, price, pickup time, more info, 'Reservar' and the tags. */
export function TransferCard({ product, onInfo, onBook }: Props) {
  return (
    <PictureCard
      data-testid="transfer-card"
      title={product.productName}
      image={product.productImage}
      imageHeight={160}
      imageClassName={classes.image}
    >
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
      <PriceWithNote
        price={money(product.price, product.currencyCode)}
        note={`Total del grupo · ${money(product.tarifa, product.currencyCode)} por pasajero`}
        size="xl"
      />
      <Group justify="space-between" gap="xs">
        <InfoButton onClick={onInfo}>Más información</InfoButton>
        <Button onClick={onBook}>Reservar</Button>
      </Group>
    </PictureCard>
  );
}
