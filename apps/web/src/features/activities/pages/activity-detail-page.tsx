import '../components/activities-styles';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { BackButton } from '@/shared/results/results-banner';
import { useActivityAvailability } from '../api/search-activity-availability';
import { ActivitiesStatus, CardsSkeleton } from '../components/activities-status';
import { ActivityOptions } from '../components/activity-options';
import { ActivitySearchForm } from '../components/activity-search-form';
import { ActivitySummary } from '../components/activity-summary';
import { MissingData } from '../components/missing-data';
import {
  buildActivityOrder,
  checkDetail,
  checkPick,
  detailOfferOf,
  parseSlot,
} from '../model/activity-detail';
import {
  availabilityRequestOf,
  useActivityDraftStore,
  type TStoredActivity,
} from '../model/activity-draft-store';
import { activityDateBounds, activityFormValues } from '../model/activity-form';
import { activitySearchParams } from '../model/search-params';
import { useActivitySearch } from '../model/use-activity-search';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';

const TITLE = 'Detalle de la actividad';

function Detail({ stored }: { stored: TStoredActivity }) {
  const availability = useActivityAvailability(availabilityRequestOf(stored));
  const { today, isAgenteAS } = useBookingCalendar();
  const [slot, setSlot] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string>();
  const otherDate = useActivitySearch(stored.product, stored.stay, true);
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();
  const back = paths.activities.results.getHref(activitySearchParams(stored.stay));

  if (availability.isPending || (availability.isError && availability.isFetching))
    return <CardsSkeleton label="Buscando disponibilidad" />;
  if (availability.isError)
    return (
      <ActivitiesStatus
        title={TITLE}
        text={availability.error.message}
        error
        back={back}
        onRetry={() => void availability.refetch()}
      />
    );
  const offer = detailOfferOf(availability.data, stored.draft.productCode);
  if (!offer || !checkDetail(stored, offer).ok) return <MissingData />;

  const book = () => {
    const pick = parseSlot(slot);
    const check = checkPick(offer, pick);
    if (!check.ok || !pick) {
      const message = check.ok ? MESSAGES.selectTimeSlot : check.message;
      setSlotError(message);
      notifications.show({
        color: 'red',
        message,
        position: 'top-right',
        autoClose: UI_TIMINGS.notificationMs,
      });
      return;
    }
    setDraft(buildActivityOrder({ stored, offer, pick }));
    navigate(paths.formPax.getHref('activities'));
  };
  const calendar = { today, isAgenteAS };
  const { rooming, fromDate } = stored.draft;

  return (
    <Stack gap="lg">
      <Group>
        <BackButton to={back}>Volver a las actividades</BackButton>
      </Group>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ActivitySummary offer={offer} stored={stored} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <ActivityOptions
                  offer={offer}
                  value={slot}
                  onChange={(value) => {
                    setSlot(value);
                    setSlotError(undefined);
                  }}
                  error={slotError}
                />
                <Button size="md" onClick={book} leftSection={<IconTicket size={18} aria-hidden />}>
                  Reservar Ya!
                </Button>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="other-date-title">
              <Title order={2} fz="h4" id="other-date-title" mb="sm">
                ¿Otra fecha?
              </Title>
              <ActivitySearchForm
                initial={activityFormValues(
                  { adults: rooming.adultCount, childAges: rooming.childAges },
                  fromDate,
                )}
                bounds={activityDateBounds(stored.stay, stored.product, calendar)}
                calendar={calendar}
                pending={otherDate.pending}
                message={otherDate.message}
                onSearch={(choice) => void otherDate.search(choice)}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** spec §2 dataDisponible: the stored activity's options and slots, 'Reservar Ya!', '¿Otra fecha?'. */
export function ActivityDetailPage() {
  const stored = useActivityDraftStore((s) => s.current);
  if (!stored) return <MissingData />;
  // a new search (another date or party) starts over: no slot picked
  return <Detail key={JSON.stringify(availabilityRequestOf(stored))} stored={stored} />;
}
