import '../components/activities-styles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchPage } from '@/shared/forms/search-page';
import { useBookingCalendar } from '@/shared/forms/use-booking-calendar';
import { useTransferLocations } from '../api/get-transfer-locations';
import { TransferResults } from '../components/transfer-results';
import { TransferSearchForm } from '../components/transfer-search-form';
import { transferFormValues } from '../model/transfer-form';
import {
  isCompleteTransferSearch,
  readTransferSearch,
  transferSearchParams,
  type TTransferSearch,
} from '../model/transfer-search-params';

/** spec §2 traslados&Actividades/disponibilidad: the transfer form, its results under it (search in the URL). */
export function TransfersPage() {
  const [params, setParams] = useSearchParams();
  const calendar = useBookingCalendar();
  const search = readTransferSearch(params);
  const [initial] = useState(() => transferFormValues(search));
  const locations = useTransferLocations(search.destino?.code ?? null);
  // a new search is a new history entry: back shows the previous results
  const onSearch = (s: TTransferSearch) => setParams(transferSearchParams(s));

  return (
    <SearchPage
      title="Traslados"
      intro="Entre aeropuerto, hotel y puerto del destino: elija el recorrido, los pasajeros y el horario."
    >
      <TransferSearchForm initial={initial} calendar={calendar} onSearch={onSearch} />
      {isCompleteTransferSearch(search) && (
        <TransferResults search={search} locations={locations.data ?? []} />
      )}
    </SearchPage>
  );
}
