import { Button, Input, Popover, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** the button's text: the totals, then one dimmed line per room */
  summary: ReactNode;
  /** the counters that change the occupancy */
  children: ReactNode;
  width: number;
  error?: string;
  /** the form's field path, so a failed submit can focus the button */
  'data-path'?: string;
};

/**
 * The 'Ocupación' field of the hotel searches (spec §2, §5): a button that says who travels and
 * opens a focus-trapped dialog with the counters. The button grows with its lines, and its
 * error is tied to it for screen readers.
 */
export function OccupancyPopover({ summary, children, width, error, 'data-path': dataPath }: Props) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label="Ocupación" error={error}>
      <Popover width={width} position="bottom-start" shadow="md" trapFocus withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="flex-start"
            leftSection={<IconUsers size={16} aria-hidden />}
            aria-haspopup="dialog"
            aria-describedby={error ? `${id}-error` : undefined}
            data-path={dataPath}
            fw={500}
            styles={{
              root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
              label: { whiteSpace: 'normal', textAlign: 'left', display: 'block' },
            }}
          >
            {summary}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Ocupación por habitación">
          <Stack gap="sm" mah="70vh" style={{ overflowY: 'auto' }}>
            {children}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
