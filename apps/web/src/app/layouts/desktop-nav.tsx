import { UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';
import classes from './app-header.module.css';

export type GroupMenuProps = { item: NavItem; active: boolean };

// The dropdown (Mantine's Menu, Popover and floating-ui) loads only where this bar shows, on
// a desktop, after the page (issue 19); until then its button stands in.
const GroupMenu = lazy(() => import('./group-menu'));

type GroupButtonProps = GroupMenuProps & { className?: string } & Record<string, unknown>;

export function GroupButton({ item, active, className, ...others }: GroupButtonProps) {
  // Menu.Target hands its own className (undefined here): ours must survive it, or ALOJAMIENTO
  // loses the bar's weight, size and spacing once the menu loads (issue 29, item 20)
  const merged = className ? `${classes.link} ${className}` : classes.link;
  return (
    <UnstyledButton {...others} className={merged} data-active={active || undefined}>
      {item.label}
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
}

export function DesktopNav() {
  const location = useLocation();
  // the md breakpoint (64em), where the header shows this bar instead of the burger; read after
  // the first render, which must be the server's (issue 34): until then the buttons stand in
  const desktop = useMediaQuery('(min-width: 64em)', false, { getInitialValueInEffect: true });

  return (
    <nav aria-label="Secciones" className={classes.desktopNav}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, location);
        if (!item.children) {
          return (
            <Link
              key={item.label}
              to={item.to}
              className={classes.link}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </Link>
          );
        }
        const button = <GroupButton key={item.label} item={item} active={active} />;
        if (!desktop) return button;
        return (
          <Suspense key={item.label} fallback={button}>
            <GroupMenu item={item} active={active} />
          </Suspense>
        );
      })}
    </nav>
  );
}
