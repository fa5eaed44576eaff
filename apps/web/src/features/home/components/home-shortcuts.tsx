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
import classes from './home.module.css';

type Shortcut = { label: string; description: string; to: string; Icon: ComponentType<{ size?: number }> };

const SHORTCUTS: Shortcut[] = [
  {
    label: 'Disney',
    description: 'Tickets de Walt Disney World y Disneyland',
    to: '/tickets/tickets-index?park=disney',
    Icon: IconBuildingCastle,
  },
  {
    label: 'Universal',
    description: 'Tickets de Universal Orlando',
    to: '/tickets/tickets-index?park=universal',
    Icon: IconTicket,
  },
  { label: 'Alojamiento', description: 'Hoteles de todos los proveedores', to: '/hotelesNew', Icon: IconBed },
  { label: 'Autos', description: 'Alquiler con AVIS y BUDGET', to: '/autos', Icon: IconCar },
  { label: 'Asistencias', description: 'Cobertura al viajero', to: '/asistencias', Icon: IconShieldCheck },
  { label: 'Vuelos', description: 'Cupos aéreos disponibles', to: '/vuelosAereos', Icon: IconPlane },
  {
    label: 'Actividades',
    description: 'Excursiones y traslados',
    to: '/traslados&Actividades',
    Icon: IconMap2,
  },
  {
    label: 'Tarifario',
    description: 'Tarifas de hoteles, excursiones y traslados',
    to: '/tarifario',
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
