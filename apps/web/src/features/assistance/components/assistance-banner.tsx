import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { assistanceTripDays } from '@portal/domain/occupancy';
import { IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { FactBadge, ResultsBanner } from '@/shared/results/results-banner';
import { agesText } from '../model/assistance-order';
import { destinationLabel, type TCompleteAssistanceSearch } from '../model/search-params';

type Props = { count: number; search: TCompleteAssistanceSearch; back: string };

const plansFoundText = (n: number) => (n === 1 ? '1 plan para este viaje' : `${n} planes para este viaje`);

/** spec §2 asis-result 'Asistencias encontradas': the trip searched (destination, dates, days, passengers). */
export function AssistanceBanner({ count, search, back }: Props) {
  const days = assistanceTripDays(search.salida, search.regreso);
  const pax = search.pasajeros === 1 ? '1 pasajero' : `${search.pasajeros} pasajeros`;
  return (
    <ResultsBanner
      title="Asistencias encontradas"
      back={back}
      found={plansFoundText(count)}
      facts={
        <>
          <FactBadge icon={IconMapPin}>{destinationLabel(search.destino)}</FactBadge>
          <FactBadge icon={IconCalendar}>
            {formatDdMmYyyy(search.salida)} al {formatDdMmYyyy(search.regreso)} · {days}{' '}
            {days === 1 ? 'día' : 'días'}
          </FactBadge>
          <FactBadge icon={IconUsers}>
            {pax} · {agesText(search.edades)}
          </FactBadge>
        </>
      }
    />
  );
}
