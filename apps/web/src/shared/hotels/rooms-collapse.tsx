import { Collapse, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconChevronDown } from '@tabler/icons-react';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

type Props = {
  children: ReactNode;
  gap?: 'sm' | 'md';
  /** render the rooms only once the agent opens them (else right after the cards, hidden) */
  onDemand?: boolean;
};

/**
 * spec §2 'Ver habitaciones disponibles': a hotel card's rooms, shown on demand. Rendered with
 * the cards, dozens of hotels with all their rooms blocked a phone's main thread for most of a
 * second (issue 19): hidden rooms render after the cards, in a deferred update React splits
 * into short tasks, or (`onDemand`) only when opened, which also spares the page their DOM.
 * The Collapse itself (its motion hooks and media query) comes with the rooms: a card renders
 * with the page as its button and an empty region (issue 34, item 2).
 */
export function RoomsCollapse({ children, gap = 'sm', onDemand = false }: Props) {
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const later = useDeferredValue(!onDemand, false);
  const rendered = wasOpened || later;
  const roomsId = useId();
  const toggle = () => {
    setOpened((o) => !o);
    setWasOpened(true);
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
