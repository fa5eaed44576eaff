import { useState } from 'react';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { agencyToday } from '@portal/domain/dates';
import type { TSeatBlock } from '@portal/domain/admin/seat-blocks';
import { AdminFilters } from '../components/admin-filters';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { useAdminList } from '../model/use-admin-list';
import { useCan } from '../model/use-can';
import { BlockDialog } from './block-dialog';
import { SeatBlockFormDialog } from './seat-block-form-dialog';
import { seatBlockColumns } from './seat-blocks-columns';
import { SEAT_BLOCKS, useAdjustSeats, useCreateSeatBlock } from './seat-blocks-api';

/**
 * /admin/cupos (issue 31, item 5): the agency's flight seat blocks with their sales from today;
 * staff who may edit create blocks and add or withdraw a leg's seats.
 */
export function SeatBlocksPage() {
  const mayEdit = useCan('cupos.editar');
  const [today] = useState(() => agencyToday(new Date()));
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminList(SEAT_BLOCKS);
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
            <AdminHeaderButton icon={IconPlaneDeparture} onClick={() => setCreating(true)}>
              Nuevo cupo
            </AdminHeaderButton>
          )
        }
      />
      <AdminFilters list={list} placeholder="Aerolínea, destino, aeropuerto o vuelo" width={320} />
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
