import { Drawer, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/shared/brand';
import { paths } from '@/shared/paths';
import { useSeesBackOffice } from '../../features/admin/model/use-can';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';
import classes from './app-header.module.css';

type MobileNavProps = { opened: boolean; onClose: () => void; userName: string | undefined };

export function MobileNav({ opened, onClose, userName }: MobileNavProps) {
  const location = useLocation();
  const backOffice = useSeesBackOffice();

  const link = (item: NavItem, sub = false) => {
    const active = isNavItemActive(item, location);
    return (
      <Link
        key={`${item.label}-${item.to}`}
        to={item.to}
        onClick={onClose}
        className={classes.drawerLink}
        data-sub={sub || undefined}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        {item.label}
      </Link>
    );
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(320px, 85vw)"
      title={<Brand size={28} />}
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
      hiddenFrom="md"
    >
      {userName && (
        <Text fw={600} mb="sm" className={classes.drawerUser}>
          <IconUserCircle size={20} aria-hidden /> {userName}
        </Text>
      )}
      {link({ label: 'Mis reservas', to: paths.myReservations.list.getHref() })}
      {link({ label: 'Cambiar contraseña', to: paths.changePassword.getHref() })}
      {backOffice && link({ label: 'Back office', to: paths.admin.root.getHref() })}
      <nav aria-label="Secciones">
        <Stack gap={2}>
          {NAV_ITEMS.map((item) =>
            item.children ? (
              <div key={item.label} role="group" aria-labelledby="drawer-group-alojamiento">
                <Text id="drawer-group-alojamiento" className={classes.drawerGroup}>
                  {item.label}
                </Text>
                {item.children.map((child) => link(child, true))}
              </div>
            ) : (
              link(item)
            ),
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}
