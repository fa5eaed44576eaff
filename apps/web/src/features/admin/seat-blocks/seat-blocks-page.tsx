import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { agencyToday } from '@portal/domain/dates';
import type { TSeatBlock } from '@portal/domain/admin/seat-blocks';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminSearch } from '../components/admin-search';
import { AdminTable } from '../components/admin-table';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { BlockDialog } from './block-dialog';
import { SeatBlockFormDialog } from './seat-block-form-dialog';
import { seatBlockColumns } from './seat-blocks-columns';
import { SEAT_BLOCKS_LIST, useAdjustSeats, useCreateSeatBlock, ZSeatBlocksPage } from './seat-blocks-api';

/**
 * /admin/cupos (issue 31, item 5): the agency's flight seat blocks with their sales from today;
 * staff who may edit create blocks and add or withdraw a leg's seats.
 */
export function SeatBlocksPage() {
  const mayEdit = useCan('cupos.editar');
  const [today] = useState(() => agencyToday(new Date()));
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminList(SEAT_BLOCKS_LIST, '/cupos', ZSeatBlocksPage);
  const create = useCreateSeatBlock(() => setCreating(false));
  const adjust = useAdjustSeats();
  // read from the list, so a change shows in the open block at once
  const open = list.query.data?.items.find((b) => b.id === openId) ?? null;

  return (
    <>
      <AdminPageHeader
        title="Cupos aéreos"
        description="Los bloques de asientos de la agencia: por tramo, asientos, vendidos, libres, liberados y recaudación."
        actions={
          mayEdit && (
            <Button
              leftSection={<IconPlaneDeparture size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Nuevo cupo
            </Button>
          )
        }
      />
      <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
        <AdminSearch list={list} placeholder="Aerolínea, destino, aeropuerto o vuelo" width={320} />
      </Group>
      <AdminTable<TSeatBlock>
        label="Cupos aéreos"
        list={list}
        columns={seatBlockColumns((b) => setOpenId(b.id))}
        defaultSort={{ sort: 'createdAt', dir: 'desc' }}
        emptyText="No hay cupos con esta búsqueda"
      />
      <BlockDialog
        block={open}
        today={today}
        mayEdit={mayEdit}
        onClose={() => setOpenId(null)}
        onAdjust={(leg, delta) => adjust.mutate({ leg, delta })}
      />
      <SeatBlockFormDialog
        opened={creating}
        saving={create.isPending}
        onClose={() => setCreating(false)}
        onSubmit={(request) => create.mutate(request)}
      />
    </>
  );
}
