import { Badge, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { IconCheck, IconListDetails } from '@tabler/icons-react';
import { money } from '@/shared/money';
import { ResultCard } from '@/shared/results/card-grid';
import results from '@/shared/results/results.module.css';
import { CATEGORY_LABELS } from '../model/assistance-order';
import { coverLimit, coverName, mainCovers } from '../model/plan-covers';
import classes from './assistance.module.css';

export type TPlanActions = {
  onDetails: (quote: TAssistanceQuote) => void;
  onChoose: (quote: TAssistanceQuote) => void;
  /** the quote waiting for the insurer's answer */
  pendingId: string | null;
  /** choosing is off (no adult to hold the voucher, another plan being sent) */
  disabled?: boolean;
  /** the quote the insurer refused last */
  refusedId?: string | null;
};

type Props = TPlanActions & { quote: TAssistanceQuote; passengers: number };

export function CategoryBadge({ quote }: { quote: TAssistanceQuote }) {
  const annual = quote.category === 'Anuales';
  return (
    <Badge
      variant="light"
      color={annual ? 'grape' : 'teal'}
      className={annual ? classes.annualBadge : classes.dayBadge}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {CATEGORY_LABELS[quote.category]}
    </Badge>
  );
}

/** 'Viajes de hasta 30 días cada uno, durante un año' for an annual plan (spec §9). */
export const annualText = (quote: TAssistanceQuote) =>
  `Viajes de hasta ${quote.maxTripDays ?? 30} días cada uno, durante un año`;

/** One plan of the results (spec §3 Assistance quote): name, price for everyone, its main covers. */
export function PlanCard({ quote, passengers, onDetails, onChoose, pendingId, disabled, refusedId }: Props) {
  const extra = quote.includes.length - mainCovers(quote).length;
  const refused = refusedId === quote.id;
  const titleId = `plan-${quote.id}`;
  return (
    <ResultCard
      article
      footed
      className={refused ? classes.refused : undefined}
      aria-labelledby={titleId}
      data-testid="plan-card"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h4" id={titleId}>
            {quote.name}
          </Title>
          <CategoryBadge quote={quote} />
        </Group>
        <div>
          <Text fw={700} fz={26} lh={1.1}>
            {money(quote.price, quote.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            Total {passengers === 1 ? 'del pasajero' : `de los ${passengers} pasajeros`}
          </Text>
          {quote.category === 'Anuales' && (
            <Text size="sm" mt={4}>
              {annualText(quote)}
            </Text>
          )}
        </div>
        <List
          size="sm"
          spacing={4}
          aria-label={`Coberturas principales de ${quote.name}`}
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {mainCovers(quote).map((c) => (
            <List.Item key={c.name}>
              {coverName(c)}: <b>{coverLimit(c)}</b>
            </List.Item>
          ))}
        </List>
        {extra > 0 && (
          <Text size="xs" c="dimmed">
            {extra === 1 ? 'Y 1 cobertura más' : `Y ${extra} coberturas más`}
          </Text>
        )}
        {refused && (
          <Text size="sm" c="red" role="alert">
            La aseguradora no aceptó este plan. Vuelva a cotizar.
          </Text>
        )}
        <Stack gap={6} className={results.foot}>
          <Button
            fullWidth
            onClick={() => onChoose(quote)}
            aria-label={`Elegir plan ${quote.name}`}
            loading={pendingId === quote.id}
            disabled={disabled || refused || (pendingId !== null && pendingId !== quote.id)}
          >
            Elegir plan
          </Button>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
            onClick={() => onDetails(quote)}
            aria-label={`Ver coberturas de ${quote.name}`}
          >
            Ver coberturas
          </Button>
        </Stack>
      </Stack>
    </ResultCard>
  );
}
