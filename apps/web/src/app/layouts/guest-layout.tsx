import { Box, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import partnerLogo from '../../assets/partner.svg';
import subtitleImage from '../../assets/subtitle.svg';
import { Brand } from '@/shared/brand';
import { ThemeToggle } from '@/shared/theme-toggle';
import classes from './guest-layout.module.css';

/** spec §2 guest layout: logo, subtitle image and partner logo (those two hidden below 1024px), and the page. */
export function GuestLayout() {
  return (
    <div className={classes.shell}>
      <aside className={classes.brandPanel}>
        <Stack gap="xl" className={classes.brandInner}>
          <Brand size={48} inverted />
          <Box visibleFrom="md">
            <img src={subtitleImage} alt="sistema de reservas" className={classes.subtitle} />
          </Box>
          <Text visibleFrom="md" c="white" fz="lg" maw={420} className={classes.pitch}>
            Tickets de parques, alojamiento, autos, asistencias, vuelos y actividades en un solo lugar.
          </Text>
        </Stack>
        <Box visibleFrom="md" className={classes.partner}>
          <img src={partnerLogo} alt="Operador asociado: Travel Partners" width={230} height={59} />
        </Box>
      </aside>
      <main className={classes.content}>
        <ThemeToggle className={classes.toggle} />
        <div className={classes.page}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
