import { Alert, Badge, Stack, Tabs } from '@mantine/core';
import { tarifarioBanner } from '@portal/domain/tarifario/get-tarifario';
import { IconBed, IconBus, IconInfoCircle, IconMap2, type Icon } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { CardGrid } from '@/shared/results/card-grid';
import type { TTarifarioResults } from '../api/get-tarifario';
import { TARIFARIO_TABS, type TTarifarioTab } from '../model/search-params';
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

/** Each tab's name and icon, and what it says when it has nothing to list. */
const TABS: Record<TTarifarioTab, { text: string; icon: Icon; empty: string }> = {
  hoteles: {
    text: 'Hoteles',
    icon: IconBed,
    empty: 'No hay hoteles con tarifas cargadas para estas fechas en este destino. Pruebe con otras fechas.',
  },
  excursiones: {
    text: 'Excursiones',
    icon: IconMap2,
    empty: 'No hay excursiones cargadas para este destino.',
  },
  traslados: { text: 'Traslados', icon: IconBus, empty: 'No hay traslados cargados para este destino.' },
};

/** A tab with its icon and how many it lists ('Hoteles (3)' for a reader). */
const tabProps = (value: TTarifarioTab, count: number) => {
  const { text, icon: TabIcon } = TABS[value];
  return {
    value,
    'aria-label': `${text} (${count})`,
    leftSection: <TabIcon size={16} aria-hidden />,
    rightSection: (
      <Badge size="sm" variant="light" circle={count < 10} component="span" className={classes.tabCount}>
        {count}
      </Badge>
    ),
    children: text,
  };
};

/** A tab's list, or what it says when there is nothing to list. */
function TabPanel({ value, count, children }: { value: TTarifarioTab; count: number; children: ReactNode }) {
  const { icon: EmptyIcon, empty } = TABS[value];
  return (
    <Tabs.Panel value={value} pt="md">
      {count === 0 ? <EmptyTab icon={<EmptyIcon size={28} aria-hidden />} text={empty} /> : children}
    </Tabs.Panel>
  );
}

/** spec §2, §4 tarifas-result: tabs Hoteles / Excursiones / Traslados; the banner on the hotels tab only. */
export function ResultsTabs({ results, nacional, tab, onTab }: Props) {
  const { hoteles, excursiones, traslados } = results;
  const [room, setRoom] = useState<TRoomPick | null>(null);
  const [excursion, setExcursion] = useState<(typeof excursiones)[number] | null>(null);
  const lists: Record<TTarifarioTab, { count: number; list: ReactNode }> = {
    hoteles: {
      count: hoteles.length,
      list: (
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
      ),
    },
    excursiones: {
      count: excursiones.length,
      list: (
        <CardGrid min={300} align="stretch">
          {excursiones.map((e) => (
            <ExcursionCard key={e.nombre} excursion={e} onDetails={() => setExcursion(e)} />
          ))}
        </CardGrid>
      ),
    },
    traslados: {
      count: traslados.length,
      list: (
        <CardGrid min={300} align="stretch">
          {traslados.map((t, i) => (
            <TransferCard key={`${t.nombre}-${t.direccion}-${i}`} transfer={t} />
          ))}
        </CardGrid>
      ),
    },
  };
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
          {TARIFARIO_TABS.map((value) => (
            <Tabs.Tab key={value} {...tabProps(value, lists[value].count)} />
          ))}
        </Tabs.List>
        {TARIFARIO_TABS.map((value) => (
          <TabPanel key={value} value={value} count={lists[value].count}>
            {lists[value].list}
          </TabPanel>
        ))}
      </Tabs>
      <RoomDetailsDialog pick={room} onClose={() => setRoom(null)} />
      <ExcursionDetailsDialog excursion={excursion} onClose={() => setExcursion(null)} />
    </>
  );
}
