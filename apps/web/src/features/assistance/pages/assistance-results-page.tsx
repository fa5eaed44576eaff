import '../components/assistance-styles';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { groupAssistanceQuotes, type TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { MESSAGES } from '@portal/domain/messages';
import { assistanceTripDays } from '@portal/domain/occupancy';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { useAssistanceQuotes } from '../api/quote-assistance';
import { AssistanceBanner } from '../components/assistance-banner';
import { AssistanceSkeleton, AssistanceStatus } from '../components/assistance-status';
import { PlanCompareDialog } from '../components/plan-compare-dialog';
import { PlanDetailsDialog } from '../components/plan-details-dialog';
import { AnnualPlans, PerDayPlans } from '../components/plan-groups';
import { hasLeadAdult } from '../model/assistance-order';
import {
  assistanceSearchParams,
  isCompleteAssistanceSearch,
  readAssistanceSearch,
  toQuoteRequest,
  type TCompleteAssistanceSearch,
} from '../model/search-params';
import { usePlanChoice } from '../model/use-plan-choice';

type TCompare = { title: string; quotes: TAssistanceQuote[] };

function Results({ search, user }: { search: TCompleteAssistanceSearch; user: { idUser: number } }) {
  const back = paths.assistance.root.getHref(assistanceSearchParams(search));
  const quotes = useAssistanceQuotes(toQuoteRequest(search, user));
  const [details, setDetails] = useState<TAssistanceQuote | null>(null);
  const [compare, setCompare] = useState<TCompare | null>(null);
  // a refusal is read on the page (its alert offers to quote again), not behind a dialog
  const choice = usePlanChoice(search, {
    onRefused: () => {
      setDetails(null);
      setCompare(null);
    },
  });

  const requote = () => {
    choice.clearRefusal();
    void quotes.refetch();
  };
  if (quotes.isFetching) return <AssistanceSkeleton />;
  if (quotes.isError)
    return <AssistanceStatus text={quotes.error.message} error back={back} onRetry={requote} />;
  const { porDias, anuales } = groupAssistanceQuotes(
    quotes.data ?? [],
    assistanceTripDays(search.salida, search.regreso),
  );
  if (porDias.length + anuales.length === 0) return <AssistanceStatus back={back} />;

  const bookable = hasLeadAdult(search.edades);
  const actions = {
    onDetails: setDetails,
    onChoose: choice.choose,
    pendingId: choice.pendingId,
    disabled: !bookable,
    refusedId: choice.refusal?.quoteId ?? null,
  };
  const group = { passengers: search.pasajeros, ...actions };

  return (
    <Stack gap="lg">
      <AssistanceBanner count={porDias.length + anuales.length} search={search} back={back} />
      {!bookable && (
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {MESSAGES.assistanceLeadAdult}: para contratar un plan, al menos un pasajero debe tener 18 años o
          más.
        </Alert>
      )}
      {choice.refusal && (
        <Alert
          variant="light"
          color="red"
          title="No se pudo elegir el plan"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={MESSAGES.close}
          onClose={choice.clearRefusal}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">{choice.refusal.message}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={requote}
            >
              Volver a cotizar
            </Button>
          </Group>
        </Alert>
      )}
      <PerDayPlans
        quotes={porDias}
        onCompare={(q) => setCompare({ title: 'Comparar planes por días', quotes: q })}
        {...group}
      />
      {anuales.length > 0 && (
        <AnnualPlans
          quotes={anuales}
          onCompare={(q) => setCompare({ title: 'Comparar planes anuales', quotes: q })}
          {...group}
        />
      )}
      <PlanDetailsDialog quote={details} search={search} onClose={() => setDetails(null)} {...actions} />
      <PlanCompareDialog compare={compare} onClose={() => setCompare(null)} {...actions} />
    </Stack>
  );
}

/** spec §2 asistencias/asis-result 'Asistencias encontradas' (the search in the URL, model/search-params.ts). */
export function AssistanceResultsPage() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const search = readAssistanceSearch(params);
  if (!isCompleteAssistanceSearch(search) || !user)
    return (
      <AssistanceStatus
        text="Faltan datos de la búsqueda: elija el destino, las fechas y la edad de cada pasajero."
        back={paths.assistance.root.getHref(assistanceSearchParams(search))}
      />
    );
  return <Results search={search} user={user} />;
}
