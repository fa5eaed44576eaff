import { Burger, Button, Container, Group, ActionIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { IconListDetails, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { apiRequest } from '@/shared/api-client';
import { endSession, useAuthStore } from '@/shared/auth/auth-store';
import { Brand } from '@/shared/brand';
import { CartButton } from '@/shared/cart/cart-button';
import { usePricedQueries } from '@/shared/client-entity/priced-queries';
import { ThemeToggle } from '@/shared/theme-toggle';
import { paths } from '@/shared/paths';
import { OpenedOnce } from '@/shared/opened-once';
import { useSeesBackOffice } from '../../features/admin/model/use-can';
import { DesktopNav } from './desktop-nav';
import classes from './app-header.module.css';

// The phone menu's drawer loads on the first tap of the burger (issue 19).
// only AS agents choose a client: the selector's code stays off everybody's first screen
const ClientEntityPicker = lazy(() =>
  import('@/shared/client-entity/client-entity-picker').then((m) => ({ default: m.ClientEntityPicker })),
);
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

/**
 * Notifications and the back office's sticky bar sit below the header, whatever its height (one
 * row on a phone, two on a desktop): `--app-header-height` on the document. Written by the
 * observer itself, not through a state: a state re-rendered the whole header after it hydrated
 * (issue 34, ~10 ms of a phone's main thread at 1×).
 */
function useHeightVariable(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.round(entry?.contentRect.height ?? 0)}px`;
      if (root.getPropertyValue('--app-header-height') !== height)
        root.setProperty('--app-header-height', height);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--app-header-height');
    };
  }, [ref]);
}

export function AppHeader() {
  const userName = useAuthStore((state) => state.user?.nombre);
  const isAgenteAS = useAuthStore((state) => state.user?.isAgenteAS ?? false);
  usePricedQueries();
  const backOffice = useSeesBackOffice();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  useHeightVariable(ref);

  const logout = () => {
    close();
    // the server ends the session too (the token is read before the store is emptied)
    void apiRequest('main', '/logout', { method: 'POST' }).catch(() => undefined);
    endSession();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <header className={classes.header} ref={ref}>
      <Container size="xl" className={classes.top}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
          />
          <Link to={paths.home.getHref()} className={classes.brandLink} aria-label="Ir al inicio">
            <Brand size={32} />
          </Link>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {userName && (
            // a base component: an Anchor would tie the first screens to a shared chunk of 20 KB
            <UnstyledButton
              component={Link}
              to={paths.changePassword.getHref()}
              visibleFrom="md"
              fw={600}
              className={classes.user}
              title="Cambiar contraseña"
            >
              <IconUserCircle size={20} aria-hidden /> {userName}
            </UnstyledButton>
          )}
          {backOffice && (
            <Button
              component={Link}
              to={paths.admin.root.getHref()}
              visibleFrom="md"
              variant="default"
              leftSection={<IconSettings size={18} aria-hidden />}
            >
              Back office
            </Button>
          )}
          {/* ours (issue 18): the agent's own bookings, beside the user, not a spec §1 section */}
          <Button
            component={Link}
            to={paths.myReservations.list.getHref()}
            visibleFrom="md"
            // like the other header buttons: a subtle one's hover background fails axe contrast
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            Mis reservas
          </Button>
          <CartButton />
          <ThemeToggle />
          <Button
            visibleFrom="md"
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={logout}
          >
            Cerrar sesión
          </Button>
          <ActionIcon hiddenFrom="md" variant="default" size="lg" aria-label="Cerrar sesión" onClick={logout}>
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Container>
      {isAgenteAS && (
        // issue 32: the client the AS agent sells to; every search is priced for it
        <Container size="xl" className={classes.client}>
          <Suspense fallback={null}>
            <ClientEntityPicker />
          </Suspense>
        </Container>
      )}
      <Container size="xl" visibleFrom="md">
        <DesktopNav />
      </Container>
      <OpenedOnce opened={opened}>
        <MobileNav opened={opened} onClose={close} userName={userName} />
      </OpenedOnce>
    </header>
  );
}
