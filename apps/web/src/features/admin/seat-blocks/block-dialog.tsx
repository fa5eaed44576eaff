import { useState } from 'react';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSeatBlock, TSeatBlockLeg } from '@portal/domain/admin/seat-blocks';
import { MESSAGES } from '@portal/domain/messages';
import { money } from '@/shared/money';
import { AdjustSeatsForm } from './adjust-seats-form';
import { BlockLegsTable } from './block-legs-table';

type Props = {
  /** the block as the list has it now (an optimistic change shows at once); null: closed */
  block: TSeatBlock | null;
  today: string;
  mayEdit: boolean;
  onClose: () => void;
  onAdjust: (leg: TSeatBlockLeg, delta: number) => void;
};

function Totals({ block }: { block: TSeatBlock }) {
  const t = block.totals;
  const items = [
    ['Salidas', t.departures],
    ['Asientos', t.seats],
    ['Vendidos', t.sold],
    ['Libres', t.left],
    ['Liberados', t.released],
  ] as const;
  return (
    <Group gap="lg" wrap="wrap" aria-label="Totales del cupo" role="group">
      {items.map(([label, n]) => (
        <Text key={label} size="sm">
          {label}: <strong>{n}</strong>
        </Text>
      ))}
      <Text size="sm">
        Recaudación: <strong>{money(t.revenue)}</strong>
      </Text>
    </Group>
  );
}

/** One block's legs with their sales, and 'Ajustar asientos' of a leg for staff who may edit. */
export function BlockDialog({ block, today, mayEdit, onClose, onAdjust }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [adjusting, setAdjusting] = useState<number | null>(null);
  const leg = block?.legs.find((l) => l.idTramo === adjusting);
  const close = () => {
    setAdjusting(null);
    onClose();
  };
  const title =
    block && `${block.flightOut} / ${block.flightBack} · ${block.origin} → ${block.destinationName}`;
  return (
    <Modal
      opened={block !== null}
      onClose={close}
      title={leg ? 'Ajustar asientos' : title}
      size="80rem"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {block && (
        <Stack gap="md">
          {leg ? (
            <AdjustSeatsForm
              leg={leg}
              onCancel={() => setAdjusting(null)}
              onAdjust={(delta) => {
                setAdjusting(null);
                onAdjust(leg, delta);
              }}
            />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {block.airline} · {block.travelClass} ·{' '}
                {block.releaseDays === null
                  ? 'los asientos sin vender no se liberan'
                  : `los asientos sin vender se liberan ${block.releaseDays} días antes de cada tramo`}
              </Text>
              <Totals block={block} />
              <BlockLegsTable
                legs={block.legs}
                today={today}
                onAdjust={mayEdit ? (l) => setAdjusting(l.idTramo) : undefined}
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
