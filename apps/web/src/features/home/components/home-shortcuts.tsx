import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconBed,
  IconBuildingCastle,
  IconCar,
  IconMap2,
  IconPlane,
  IconReceipt,
  IconShieldCheck,
  IconTicket,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import classes from './home.module.css';

type Shortcut = { label: string; description: string; to: string; Icon: ComponentType<{ size?: number }> };

const SHORTCUTS: Shortcut[] = [
  {
    label: 'Disney',
    description: 'Tickets de Walt Disney World y Disneyland',
    to: paths.tickets.index.getHref({ park: 'disney' }),
    Icon: IconBuildingCastle,
  },
  {
    label: 'Universal',
    description: 'Tickets de Universal Orlando',
    to: paths.tickets.index.getHref({ park: 'universal' }),
    Icon: IconTicket,
  },
  {
    label: 'Alojamiento',
    description: 'Hoteles de todos los proveedores',
    to: paths.hotels.search.getHref(),
    Icon: IconBed,
  },
  { label: 'Autos', description: 'Alquiler con AVIS y BUDGET', to: paths.cars.root.getHref(), Icon: IconCar },
  {
    label: 'Asistencias',
    description: 'Cobertura al viajero',
    to: paths.assistance.root.getHref(),
    Icon: IconShieldCheck,
  },
  {
    label: 'Vuelos',
    description: 'Cupos aéreos disponibles',
    to: paths.flights.root.getHref(),
    Icon: IconPlane,
  },
  {
    label: 'Actividades',
    description: 'Excursiones y traslados',
    to: paths.activities.root.getHref(),
    Icon: IconMap2,
  },
  {
    label: 'Tarifario',
    description: 'Tarifas de hoteles, excursiones y traslados',
    to: paths.tarifario.root.getHref(),
    Icon: IconReceipt,
  },
];

export function HomeShortcuts() {
  return (
    <nav aria-label="Accesos rápidos">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {SHORTCUTS.map(({ label, description, to, Icon }) => (
          <Card key={to} component={Link} to={to} withBorder padding="md" className={classes.shortcut}>
            <ThemeIcon variant="light" size={42} radius="md">
              <Icon size={24} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{label}</Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </div>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
