import { Button, Group, Text, Title } from '@mantine/core';
import type { TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { assistanceValidity } from '@portal/domain/assistance/travellers';
import { TZ_AGENCY } from '@portal/domain/dates';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { assistanceTripDays } from '@portal/domain/occupancy';
import { money } from '@/shared/money';
import { AmountsTable } from '@/shared/results/amounts-table';
import { InfoDialog } from '@/shared/results/info-dialog';
import type { TCompleteAssistanceSearch } from '../model/search-params';
import { coverLimit, coverName } from '../model/plan-covers';
import { annualText, CategoryBadge, type TPlanActions } from './plan-card';

type Props = Pick<TPlanActions, 'onChoose' | 'pendingId' | 'disabled' | 'refusedId'> & {
  quote: TAssistanceQuote | null;
  search: TCompleteAssistanceSearch;
  onClose: () => void;
};

const timeOfDay = new Intl.DateTimeFormat('es-AR', {
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: TZ_AGENCY,
});

/** What the plan covers and for when: per-day plans the trip, annual ones a year from departure. */
const validityText = (quote: TAssistanceQuote, s: TCompleteAssistanceSearch) => {
  const v = assistanceValidity(quote.category, s.salida, s.regreso);
  if (quote.category === 'Anuales')
    return `Vigencia del ${formatDdMmYyyy(v.desde)} al ${formatDdMmYyyy(v.hasta)}. ${annualText(quote)}.`;
  const days = assistanceTripDays(s.salida, s.regreso);
  return `Cubre el viaje del ${formatDdMmYyyy(v.desde)} al ${formatDdMmYyyy(v.hasta)} (${days} días).`;
};

function PerPassenger({ quote, ages }: { quote: TAssistanceQuote; ages: number[] }) {
  const prices = quote.pricePerPassenger;
  if (!prices || prices.length !== ages.length || ages.length < 2) return null;
  return (
    <AmountsTable
      aria-label="Precio por pasajero"
      withRowBorders={false}
      verticalSpacing={2}
      rows={prices.map((price, i) => ({
        key: i,
        label: `Pasajero ${i + 1} · ${ages[i]} años`,
        amount: money(price, quote.currency),
      }))}
    />
  );
}

/** 'Ver coberturas': every cover of the plan with its limit, its validity and price (spec §3 includes). */
export function PlanDetailsDialog({
  quote,
  search,
  onClose,
  onChoose,
  pendingId,
  disabled,
  refusedId,
}: Props) {
  const validUntil = quote?.expiresAt ? new Date(quote.expiresAt) : null;
  return (
    <InfoDialog
      item={quote}
      onClose={onClose}
      title={quote ? `Coberturas de ${quote.name}` : ''}
      centered
      actions={(quote) => (
        <Button
          onClick={() => onChoose(quote)}
          loading={pendingId === quote.id}
          disabled={disabled || refusedId === quote.id || (pendingId !== null && pendingId !== quote.id)}
        >
          Elegir plan
        </Button>
      )}
    >
      {(quote) => (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <CategoryBadge quote={quote} />
              <Text size="sm" mt={6}>
                {validityText(quote, search)}
              </Text>
            </div>
            <div>
              <Text fw={700} fz="xl" ta="right">
                {money(quote.price, quote.currency)}
              </Text>
              <Text size="xs" c="dimmed" ta="right">
                Total de {search.pasajeros === 1 ? '1 pasajero' : `${search.pasajeros} pasajeros`}
              </Text>
            </div>
          </Group>
          <PerPassenger quote={quote} ages={search.edades} />
          <Title order={3} fz="md">
            Coberturas
          </Title>
          <AmountsTable
            striped
            aria-label={`Coberturas de ${quote.name}`}
            head={['Cobertura', 'Tope']}
            rows={quote.includes.map((c) => ({ key: c.name, label: coverName(c), amount: coverLimit(c) }))}
          />
          {validUntil && !Number.isNaN(validUntil.getTime()) && (
            <Text size="xs" c="dimmed">
              Precio cotizado válido hasta las {timeOfDay.format(validUntil)}.
            </Text>
          )}
        </>
      )}
    </InfoDialog>
  );
}
