import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@portal/domain/messages';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** spec §2 'Ver habitaciones disponibles': a hotel card's rooms, shown on demand. */
export function RoomsCollapse({ children, gap = 'sm' }: { children: ReactNode; gap?: 'sm' | 'md' }) {
  const [opened, { toggle }] = useDisclosure(false);
  const roomsId = useId();
  return (
    <>
      <Button
        mt="sm"
        variant="outline"
        fullWidth
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={roomsId}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {MESSAGES.seeRooms}
      </Button>
      <Collapse expanded={opened} id={roomsId}>
        <Stack gap={gap} mt="sm">
          {children}
        </Stack>
      </Collapse>
    </>
  );
}
