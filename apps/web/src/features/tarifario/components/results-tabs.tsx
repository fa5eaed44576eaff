import { Alert, Badge, Stack, Tabs } from '@mantine/core';
import { tarifarioBanner } from '@portal/domain/tarifario/get-tarifario';
import { IconBed, IconBus, IconInfoCircle, IconMap2 } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CardGrid } from '@/shared/results/card-grid';
import type { TTarifarioResults } from '../api/get-tarifario';
import type { TTarifarioTab } from '../model/search-params';
import { ExcursionCard } from './excursion-card';
import { ExcursionDetailsDialog } from './excursion-details-dialog';
import { HotelCard } from './hotel-card';
import { RoomDetailsDialog, type TRoomPick } from './room-details-dialog';
import { EmptyTab } from './tarifario-status';
import classes from './tarifario.module.css';
import { TransferCard } from './transfer-card';

type Props = {
  results: TTarifarioResults;
  nacional: boolean;
  tab: TTarifarioTab;
  onTab: (tab: TTarifarioTab) => void;
};

/** A tab with its icon and how many it lists ('Hoteles (3)' for a reader). */
const tabProps = (value: TTarifarioTab, text: string, icon: ReactNode, count: number) => ({
  value,
  'aria-label': `${text} (${count})`,
  leftSection: icon,
  rightSection: (
    <Badge size="sm" variant="light" circle={count < 10} component="span" className={classes.tabCount}>
      {count}
    </Badge>
  ),
  children: text,
});

/** spec §2, §4 tarifas-result: tabs Hoteles / Excursiones / Traslados; the banner on the hotels tab only. */
export function ResultsTabs({ results, nacional, tab, onTab }: Props) {
  const { hoteles, excursiones, traslados } = results;
  const [room, setRoom] = useState<TRoomPick | null>(null);
  const [excursion, setExcursion] = useState<(typeof excursiones)[number] | null>(null);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => value && onTab(value as TTarifarioTab)}
        keepMounted={false}
        variant="outline"
        classNames={{ tab: classes.tab }}
      >
        <Tabs.List>
          <Tabs.Tab {...tabProps('hoteles', 'Hoteles', <IconBed size={16} aria-hidden />, hoteles.length)} />
          <Tabs.Tab
            {...tabProps(
              'excursiones',
              'Excursiones',
              <IconMap2 size={16} aria-hidden />,
              excursiones.length,
            )}
          />
          <Tabs.Tab
            {...tabProps('traslados', 'Traslados', <IconBus size={16} aria-hidden />, traslados.length)}
          />
        </Tabs.List>

        <Tabs.Panel value="hoteles" pt="md">
          {hoteles.length === 0 ? (
            <EmptyTab
              icon={<IconBed size={28} aria-hidden />}
              text="No hay hoteles con tarifas cargadas para estas fechas en este destino. Pruebe con otras fechas."
            />
          ) : (
            <Stack gap="md">
              <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
                {tarifarioBanner(nacional)}
              </Alert>
              {hoteles.map((h) => (
                <HotelCard
                  key={h.nombre}
                  hotel={h}
                  onRoomDetails={(r) => setRoom({ hotelName: h.nombre, room: r })}
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="excursiones" pt="md">
          {excursiones.length === 0 ? (
            <EmptyTab
              icon={<IconMap2 size={28} aria-hidden />}
              text="No hay excursiones cargadas para este destino."
            />
          ) : (
            <CardGrid min={300} align="stretch">
              {excursiones.map((e) => (
                <ExcursionCard key={e.nombre} excursion={e} onDetails={() => setExcursion(e)} />
              ))}
            </CardGrid>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="traslados" pt="md">
          {traslados.length === 0 ? (
            <EmptyTab
              icon={<IconBus size={28} aria-hidden />}
              text="No hay traslados cargados para este destino."
            />
          ) : (
            <CardGrid min={300} align="stretch">
              {traslados.map((t, i) => (
                <TransferCard key={`${t.nombre}-${t.direccion}-${i}`} transfer={t} />
              ))}
            </CardGrid>
          )}
        </Tabs.Panel>
      </Tabs>
      <RoomDetailsDialog pick={room} onClose={() => setRoom(null)} />
      <ExcursionDetailsDialog excursion={excursion} onClose={() => setExcursion(null)} />
    </>
  );
}
