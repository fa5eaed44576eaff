import { List, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import { money } from '@/shared/money';
import { InfoDialog } from '@/shared/results/info-dialog';
import classes from './activities.module.css';

type Props = { product: TTransferProduct | null; onClose: () => void };

/** 'Más información' of a transfer: its description, each leg with what it includes, and the price lines. */
export function TransferInfoDialog({ product, onClose }: Props) {
  return (
    <InfoDialog item={product} onClose={onClose} title={product?.productName} gap="md">
      {(product) => (
        <>
          {product.productDescription && (
            <Text className={classes.description}>{product.productDescription}</Text>
          )}
          {product.concepts.map((c) => (
            <Stack key={c.conceptBookingCode} gap={4}>
              <Title order={3} fz="h5">
                {c.conceptName}
              </Title>
              <Text size="sm" c="dimmed">
                {formatDdMmYyyy(c.fecha)}
                {c.transfer ? ` · recogida a las ${c.transfer.pickUpTime} h` : ''}
              </Text>
              {c.contents?.fullContent && (
                <Text size="sm" className={classes.description}>
                  {c.contents.fullContent}
                </Text>
              )}
              <List size="sm">
                {c.detalles.map((d) => (
                  <List.Item key={d.detailName}>
                    {d.detailName}: {money(d.total, product.currencyCode)}
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
          {product.contents && (
            <Text size="sm" className={classes.description}>
              {product.contents}
            </Text>
          )}
        </>
      )}
    </InfoDialog>
  );
}
