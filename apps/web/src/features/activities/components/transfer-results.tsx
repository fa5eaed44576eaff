import { Alert, Stack, Text } from '@mantine/core';
import type { TActivityLocation } from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { CardGrid } from '@/shared/results/card-grid';
import { useTransfers } from '../api/search-transfers';
import { buildTransferOrder } from '../model/transfer-order';
import { toTransferRequest, type TCompleteTransferSearch } from '../model/transfer-search-params';
import { CardsSkeleton } from './activities-status';
import { TransferCard } from './transfer-card';
import { TransferInfoDialog } from './transfer-info-dialog';

type Props = { search: TCompleteTransferSearch; locations: readonly TActivityLocation[] };

const countText = (n: number) => (n === 1 ? '1 traslado encontrado' : `${n} traslados encontrados`);

/** The transfers of the search in the URL, under the form (spec §2 disponibilidad). */
export function TransferResults({ search, locations }: Props) {
  const transfers = useTransfers(toTransferRequest(search));
  const [info, setInfo] = useState<TTransferProduct | null>(null);
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();

  if (transfers.isFetching && !transfers.data) return <CardsSkeleton label="Buscando traslados" />;
  if (transfers.isError)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {transfers.error.message}
      </Alert>
    );
  const products = transfers.data?.products.availResponseV2Product ?? [];
  if (products.length === 0)
    return (
      <Alert variant="light" role="status">
        {MESSAGES.transfersNotFound}
      </Alert>
    );

  const book = (product: TTransferProduct) => {
    setDraft(buildTransferOrder({ search, product, locations }));
    navigate(paths.formPax.getHref('transfers'));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="transfers-found">
      <Text component="h2" id="transfers-found" fw={700} fz="h3" m={0} aria-live="polite">
        {countText(products.length)}
      </Text>
      <CardGrid min={320}>
        {products.map((p) => (
          <TransferCard
            key={p.productBookingCode}
            product={p}
            onInfo={() => setInfo(p)}
            onBook={() => book(p)}
          />
        ))}
      </CardGrid>
      <TransferInfoDialog product={info} onClose={() => setInfo(null)} />
    </Stack>
  );
}
