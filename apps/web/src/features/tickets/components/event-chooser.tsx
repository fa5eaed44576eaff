import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TUniversalEvent } from '@portal/domain/tickets/universal';
import { useState } from 'react';

const slotTime = (e: TUniversalEvent) => e.eventDateTime.slice(11, 16);

function EventChoice(props: {
  events: TUniversalEvent[];
  onChoose: (event: TUniversalEvent) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState(props.events[0]!.eventDateTime);
  const event = props.events.find((e) => e.eventDateTime === chosen)!;
  return (
    <Stack gap="md">
      <Radio.Group value={chosen} onChange={setChosen} label="Horarios con lugar para su grupo" withAsterisk>
        <Stack gap="xs" mt="xs">
          {props.events.map((e) => (
            <Radio
              key={e.eventDateTime}
              value={e.eventDateTime}
              label={`${slotTime(e)} h`}
              description={`${e.available} ${e.available === 1 ? 'lugar' : 'lugares'}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Cancelar
        </Button>
        <Button onClick={() => props.onChoose(event)}>Continuar a las {slotTime(event)} h</Button>
      </Group>
    </Stack>
  );
}

/**
 * Universal events with room for the party: the agent picks the time (issue 11, item 5; it
 * was the first one, silently). Resolves null when the agent closes the dialog.
 */
export const chooseEvent = (events: TUniversalEvent[]): Promise<TUniversalEvent | null> =>
  new Promise((resolve) => {
    let settled = false;
    const done = (event: TUniversalEvent | null) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(event);
    };
    const id = modals.open({
      title: <Text fw={700}>Elija el horario</Text>,
      centered: true,
      onClose: () => done(null),
      children: <EventChoice events={events} onChoose={done} onCancel={() => done(null)} />,
    });
  });
