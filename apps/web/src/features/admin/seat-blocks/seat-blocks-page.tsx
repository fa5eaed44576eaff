import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlaneDeparture, IconSearch } from '@tabler/icons-react';
import { agencyToday } from '@portal/domain/dates';
import type { TSeatBlock } from '@portal/domain/admin/seat-blocks';
import { AdminPageHeader } from '../components/admin-page-header';
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
  const { table, setTable, text, setText, query } = useAdminList(SEAT_BLOCKS_LIST, '/cupos', ZSeatBlocksPage);
  const create = useCreateSeatBlock(() => setCreating(false));
  const adjust = useAdjustSeats();
  // read from the list, so a change shows in the open block at once
  const open = query.data?.items.find((b) => b.id === openId) ?? null;

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
        <TextInput
          label="Buscar"
          placeholder="Aerolínea, destino, aeropuerto o vuelo"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <AdminTable<TSeatBlock>
        label="Cupos aéreos"
        records={query.data?.items}
        total={query.data?.total ?? 0}
        columns={seatBlockColumns((b) => setOpenId(b.id))}
        state={{ ...table, sort: table.sort ?? 'createdAt', dir: table.sort ? table.dir : 'desc' }}
        onStateChange={setTable}
        fetching={query.isFetching}
        emptyText={query.isError ? query.error.message : 'No hay cupos con esta búsqueda'}
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
