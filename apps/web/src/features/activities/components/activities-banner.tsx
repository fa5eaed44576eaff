import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { IconCalendar, IconMapPin, IconMoon } from '@tabler/icons-react';
import { FactBadge, ResultsBanner } from '@/shared/results/results-banner';
import { destinationText, stayNights, type TActivitySearch } from '../model/search-params';

type Props = {
  count: number;
  search: TActivitySearch & { destino: NonNullable<TActivitySearch['destino']> };
  back: string;
};

const activitiesFoundText = (n: number) =>
  n === 1 ? '1 Actividad encontrada' : `${n} Actividades encontradas`;

/** spec §2 act-results banner: 'N Actividades encontradas' and the nights of the stay. */
export function ActivitiesBanner({ count, search, back }: Props) {
  const nights = stayNights(search);
  return (
    <ResultsBanner
      title="Actividades Encontradas"
      back={back}
      found={activitiesFoundText(count)}
      facts={
        <>
          <FactBadge icon={IconMapPin}>{destinationText(search.destino)}</FactBadge>
          {search.checkin && search.checkout && (
            <FactBadge icon={IconCalendar}>
              {formatDdMmYyyy(search.checkin)} al {formatDdMmYyyy(search.checkout)}
            </FactBadge>
          )}
          {nights > 0 && (
            <FactBadge icon={IconMoon}>
              {nights} {nights === 1 ? 'noche' : 'noches'}
            </FactBadge>
          )}
        </>
      }
    />
  );
}
