import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { MARKUP_CRITERIA } from '@portal/domain/commerce/markup-schemas-labels';

/** Which rule applies to a price, read from the domain's specificity table (MARKUP_SPECIFICITY). */
export function WhichRuleWins() {
  return (
    <Alert
      variant="light"
      color="blue"
      mb="md"
      title="Qué regla se aplica"
      // an explanation that is always there, not news: no live announcement
      role="note"
      icon={<IconInfoCircle size={18} aria-hidden />}
    >
      <Text size="sm">
        A cada precio se le aplica una sola regla: la más específica de las activas que cumplen todos sus
        criterios. Cada criterio pesa más que todos los que le siguen juntos:
      </Text>
      <Group
        component="ol"
        gap={6}
        my="xs"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Criterios, del que más pesa al que menos"
      >
        {MARKUP_CRITERIA.map((c, i) => (
          <li key={c.key}>
            <Badge variant="default" tt="none" size="lg" fw={500}>
              {i + 1}. {c.label} ({c.weight})
            </Badge>
          </li>
        ))}
      </Group>
      <Text size="sm">
        Con la misma especificidad gana la de mayor prioridad y, si también empatan, la más antigua. Un monto
        fijo se aplica solo a precios en su moneda. Los cambios valen para las cotizaciones nuevas: una
        reserva confirmada conserva su margen.
      </Text>
    </Alert>
  );
}
