import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TFlightSegment } from '@portal/domain/flights/search-flights';
import { IconArrowRight, IconPlaneDeparture } from '@tabler/icons-react';
import { legDateTime } from '../model/flight-trips';
import classes from './flights.module.css';

/** One leg of a round trip: origin → destination, departure and arrival (es-AR, 12 h), flight. */
export function FlightLeg({ label, leg }: { label: string; leg: TFlightSegment }) {
  return (
    <Stack gap={2} className={classes.leg}>
      <Group gap={6} wrap="nowrap">
        <IconPlaneDeparture size={16} aria-hidden />
        <Text fw={700} size="sm">
          {label}
        </Text>
        <Text fw={700} size="sm">
          {leg.origen} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: -2 }} />
          <VisuallyHidden>a</VisuallyHidden> {leg.destino}
        </Text>
      </Group>
      <Text size="sm">
        Sale: <time dateTime={leg.fechaSalida}>{legDateTime(leg.fechaSalida, leg.horaSalida)}</time>
      </Text>
      <Text size="sm">
        Llega: <time dateTime={leg.fechaLlegada}>{legDateTime(leg.fechaLlegada, leg.horaLlegada)}</time>
      </Text>
      {(leg.aerolinea || leg.numeroVuelo) && (
        <Text size="xs" c="dimmed">
          {[leg.aerolinea, leg.numeroVuelo && `vuelo ${leg.numeroVuelo}`].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
