import { Alert, Select } from '@mantine/core';
import { formatFlightDate } from '@portal/domain/dates-format';
import { IconCalendar, IconInfoCircle } from '@tabler/icons-react';
import { FactBadge, ResultsBanner } from '@/shared/results/results-banner';
import { adultsText, flightsFoundText } from '../model/flight-trips';
import type { TCompleteFlightSearch } from '../model/search-params';

type Props = {
  count: number;
  search: TCompleteFlightSearch;
  /** 'Punta Cana (PUJ)', or the code while the destinations load */
  destination: string;
  adults: number;
  /** spec §4: the seats of the first result (and 10 at most) */
  cap: number;
  onAdultsChange: (adults: number) => void;
  back: string;
  busy: boolean;
};

/** spec §2 vuelos-result 'Vuelos Encontrados': the banner with the count and the search. */
export function FlightsBanner({
  count,
  search,
  destination,
  adults,
  cap,
  onAdultsChange,
  back,
  busy,
}: Props) {
  const options = Array.from({ length: cap + 1 }, (_, i) => String(i));
  return (
    <ResultsBanner
      title="Vuelos Encontrados"
      back={back}
      found={flightsFoundText(count)}
      detail={destination}
      facts={
        <FactBadge icon={IconCalendar}>
          Salida desde {formatFlightDate(search.salida)} · regreso hasta {formatFlightDate(search.regreso)}
        </FactBadge>
      }
      aside={
        <Select
          label="Adultos (mayores de 10 años)"
          description={`Hasta ${cap} según los asientos del primer vuelo`}
          data={options}
          value={String(adults)}
          onChange={(value) => onAdultsChange(Number(value ?? adults))}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      }
      asideAlign="flex-end"
      busy={busy}
    >
      {search.adultos > cap && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          La búsqueda pidió {adultsText(search.adultos)}, pero el primer vuelo tiene {cap} asientos: los
          totales son para {adultsText(adults)}.
        </Alert>
      )}
      {adults === 0 && (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          Elija al menos un adulto para reservar un vuelo.
        </Alert>
      )}
    </ResultsBanner>
  );
}
