import { Anchor, Badge, Group, Text } from '@mantine/core';
import { cutRegimen } from '@portal/domain/small-rules';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

/** spec §2, §9: the regimen chip is cut at 50 characters, with 'Ver más' for the rest. */
export function RegimenChip({ regimen }: { regimen: string }) {
  const [open, setOpen] = useState(false);
  const { text, isCut } = cutRegimen(regimen);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" maw="100%">
      <Badge
        variant="light"
        color="teal"
        className={classes.regimen}
        radius="sm"
        leftSection={<IconToolsKitchen2 size={12} aria-hidden />}
        styles={{
          root: { height: 'auto', minHeight: 22, maxWidth: '100%' },
          label: { whiteSpace: 'normal' },
        }}
        tt="none"
        fw={600}
      >
        {open || !isCut ? regimen : `${text}…`}
      </Badge>
      {isCut && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          <Text span size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {open ? 'Ver menos' : 'Ver más'}
          </Text>
        </Anchor>
      )}
    </Group>
  );
}
