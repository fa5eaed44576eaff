import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Image, Radio, SimpleGrid, Text } from '@mantine/core';
import { PARK_IDS, PARKS, type TParkId } from '@portal/domain/tickets/parks';
import disneyland from '../assets/park-disneyland.svg';
import universal from '../assets/park-universal.svg';
import wdw from '../assets/park-wdw.svg';
import classes from './tickets.module.css';

const LOGOS: Record<TParkId, string> = { disney: wdw, disneyland, universal };

/** spec §2: the park logo selector of the ticket search. */
export function ParkSelector({ value, onChange }: { value: TParkId; onChange: (park: TParkId) => void }) {
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as TParkId)}
      label="Parque"
      name="park"
      aria-label="Parque"
    >
      <SimpleGrid cols={3} spacing="xs" mt={4}>
        {PARK_IDS.map((park) => (
          <Radio.Card
            key={park}
            value={park}
            className={classes.parkCard}
            radius="md"
            aria-label={PARKS[park].name}
          >
            <Image src={LOGOS[park]} alt="" className={classes.parkLogo} />
            <Text size="xs" ta="center" fw={600} mt={4}>
              {PARKS[park].name}
            </Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
