import { Accordion, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { IconColumns } from '@tabler/icons-react';
import { CardGrid } from '@/shared/results/card-grid';
import { PlanCard, type TPlanActions } from './plan-card';

type GroupProps = TPlanActions & {
  quotes: TAssistanceQuote[];
  passengers: number;
  onCompare: (quotes: TAssistanceQuote[]) => void;
};

function CompareButton({ quotes, onCompare }: Pick<GroupProps, 'quotes' | 'onCompare'>) {
  if (quotes.length < 2) return null;
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconColumns size={16} aria-hidden />}
      onClick={() => onCompare(quotes)}
    >
      Comparar planes
    </Button>
  );
}

function PlanGrid({ quotes, passengers, ...actions }: Omit<GroupProps, 'onCompare'>) {
  return (
    <CardGrid min={300} align="stretch">
      {quotes.map((q) => (
        <PlanCard key={q.id} quote={q} passengers={passengers} {...actions} />
      ))}
    </CardGrid>
  );
}

/** The per-day plans: cover the trip's days (spec §3 category 'Por Días'). */
export function PerDayPlans({ quotes, onCompare, ...rest }: GroupProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="planes-por-dias">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={2} fz="h3" id="planes-por-dias">
            Planes por días
          </Title>
          <Text size="sm" c="dimmed">
            Cubren este viaje, del día de salida al de regreso.
          </Text>
        </div>
        <CompareButton quotes={quotes} onCompare={onCompare} />
      </Group>
      {quotes.length === 0 ? (
        <Text>No hay planes por días para este viaje.</Text>
      ) : (
        <PlanGrid quotes={quotes} {...rest} />
      )}
    </Stack>
  );
}

/**
 * spec §2 asis-result: annual plans in an expandable group (closed at first). They cover every
 * trip of a year of up to 30 days each, so they only come for such a trip (spec §9).
 */
export function AnnualPlans({ quotes, onCompare, ...rest }: GroupProps) {
  return (
    <Accordion variant="separated" radius="md" order={2} chevronPosition="right">
      <Accordion.Item value="anuales">
        <Accordion.Control>
          <Text fw={700} fz="lg" span display="block">
            Planes anuales ({quotes.length})
          </Text>
          <Text size="sm" c="dimmed" span display="block">
            Cubren todos los viajes de un año desde la salida, de hasta 30 días cada uno.
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Group justify="flex-end">
              <CompareButton quotes={quotes} onCompare={onCompare} />
            </Group>
            <PlanGrid quotes={quotes} {...rest} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
