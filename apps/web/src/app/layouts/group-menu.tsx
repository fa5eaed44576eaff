import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { GroupButton, type GroupMenuProps } from './desktop-nav';

/** A section with sub-entries (ALOJAMIENTO) as a dropdown menu (loaded by desktop-nav.tsx). */
export default function GroupMenu({ item, active }: GroupMenuProps) {
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <GroupButton item={item} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        {item.children?.map((child) => (
          <Menu.Item key={child.to} component={Link} to={child.to}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
