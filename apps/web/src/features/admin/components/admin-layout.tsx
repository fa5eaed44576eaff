import './admin-styles';
import { NavLink, ScrollArea, Stack, Title } from '@mantine/core';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { ADMIN_PAGES } from '../admin-pages';
import { useAuthStore } from '@/shared/auth/auth-store';
import { can } from '@portal/domain/admin/permissions';
import classes from './admin.module.css';

/** The back office's frame: its menu (only the screens the user's role may use) and the screen. */
export function AdminLayout() {
  const user = useAuthStore((state) => state.user);
  const { pathname } = useLocation();
  const pages = ADMIN_PAGES.filter((p) => user && can(user, p.permission));
  return (
    <div className={classes.frame}>
      <nav aria-label="Back office" className={classes.menu}>
        <Title order={2} size="h5" className={classes.menuTitle}>
          Back office
        </Title>
        <ScrollArea type="never" className={classes.menuScroll}>
          <Stack gap={2} className={classes.menuList}>
            {pages.map((p) => (
              <NavLink
                key={p.key}
                component={RouterLink}
                to={p.to}
                label={p.label}
                active={pathname === p.to || pathname.startsWith(`${p.to}/`)}
                className={classes.menuItem}
              />
            ))}
          </Stack>
        </ScrollArea>
      </nav>
      <section className={classes.content}>
        <Outlet />
      </section>
    </div>
  );
}
