import '../components/activities-styles';
import { Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { CardGrid } from '@/shared/results/card-grid';
import { useActivities } from '../api/get-activities';
import { ActivitiesBanner } from '../components/activities-banner';
import { ActivitiesStatus, CardsSkeleton } from '../components/activities-status';
import { ActivityCard } from '../components/activity-card';
import {
  activitySearchParams,
  readActivitySearch,
  type TActivitySearch,
  type TDestinationRef,
} from '../model/search-params';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';

const TITLE = 'Actividades Encontradas';
type TSearch = TActivitySearch & { destino: TDestinationRef };

function Results({ search }: { search: TSearch }) {
  const back = paths.activities.root.getHref(activitySearchParams(search));
  const activities = useActivities(search.destino.code);
  const { today, isAgenteAS } = useBookingCalendar();

  if (activities.isPending || (activities.isError && activities.isFetching))
    return <CardsSkeleton label="Buscando actividades" />;
  if (activities.isError)
    return (
      <ActivitiesStatus
        title={TITLE}
        text={activities.error.message}
        error
        back={back}
        onRetry={() => void activities.refetch()}
      />
    );
  // spec §8: an unknown or empty destination answers an empty list
  if (activities.data.length === 0)
    return <ActivitiesStatus title={TITLE} text={MESSAGES.activitiesNotFoundForDestination} back={back} />;

  return (
    <Stack gap="lg">
      <ActivitiesBanner count={activities.data.length} search={search} back={back} />
      <CardGrid min={320}>
        {activities.data.map((product) => (
          <ActivityCard
            key={product.productCode}
            product={product}
            stay={search}
            calendar={{ today, isAgenteAS }}
          />
        ))}
      </CardGrid>
    </Stack>
  );
}

/** spec §2 traslados&Actividades/act-results 'Actividades Encontradas' (the search in the URL). */
export function ActivityResultsPage() {
  const [params] = useSearchParams();
  const search = readActivitySearch(params);
  const { destino } = search;
  if (!destino)
    return (
      <ActivitiesStatus
        title={TITLE}
        text="Faltan datos de la búsqueda: elija un destino."
        back={paths.activities.root.getHref(activitySearchParams(search))}
      />
    );
  return <Results search={{ ...search, destino }} />;
}
