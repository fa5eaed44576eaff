import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, NAV_ITEMS } from './nav-items';
import classes from './app-header.module.css';

export function DesktopNav() {
  const location = useLocation();

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
        return (
          <Menu key={item.label} position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.link} data-active={active || undefined}>
                {item.label}
                <IconChevronDown size={14} aria-hidden />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {item.children.map((child) => (
                <Menu.Item key={child.to} component={Link} to={child.to}>
                  {child.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
