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

/** What a shortcut shows (the app's sections list them: app/routes/sections.tsx). */
export type THomeShortcut = {
  label: string;
  description: string;
  to: string;
  icon: 'castle' | 'ticket' | 'bed' | 'car' | 'shield' | 'plane' | 'map' | 'receipt';
};

const ICONS: Record<THomeShortcut['icon'], ComponentType<{ size?: number }>> = {
  castle: IconBuildingCastle,
  ticket: IconTicket,
  bed: IconBed,
  car: IconCar,
  shield: IconShieldCheck,
  plane: IconPlane,
  map: IconMap2,
  receipt: IconReceipt,
};

export function HomeShortcuts({ shortcuts }: { shortcuts: THomeShortcut[] }) {
  return (
    <nav aria-label="Accesos rápidos">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {shortcuts.map(({ label, description, to, icon }) => {
          const Icon = ICONS[icon];
          return (
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
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
