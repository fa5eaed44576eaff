import { Collapse, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

type Props = {
  children: ReactNode;
  gap?: 'sm' | 'md';
};

/**
 * spec §2 'Ver habitaciones disponibles': a hotel card's rooms, shown on demand and rendered
 * only once the agent first opens them. Rendered with the cards, dozens of hotels with all their
 * rooms blocked a phone's main thread for most of a second (issue 19); rendered hidden right
 * after the cards, the multi-provider page's rooms kept it busy for another second at 4× in
 * short tasks (issue 34, item 2), for rooms few of which an agent opens. The Collapse itself (its
 * motion hooks and media query) comes with the rooms: a card renders with the page as its button
 * and an empty region.
 */
export function RoomsCollapse({ children, gap = 'sm' }: Props) {
  const [opened, setOpened] = useState(false);
  const [rendered, setRendered] = useState(false);
  const roomsId = useId();
  const toggle = () => {
    setOpened((o) => !o);
    setRendered(true);
  };
  return (
    <>
      {/* a plain button with the look of Mantine's (hotels.module.css): a phone renders eight at once */}
      <button
        type="button"
        className={`${classes.roomsToggle} mantine-focus-auto mantine-active`}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={roomsId}
      >
        {MESSAGES.seeRooms}
        <IconChevronDown size={16} aria-hidden />
      </button>
      {rendered ? (
        <Collapse expanded={opened} id={roomsId}>
          <Stack gap={gap} mt="sm">
            {children}
          </Stack>
        </Collapse>
      ) : (
        <div id={roomsId} hidden />
      )}
    </>
  );
}
