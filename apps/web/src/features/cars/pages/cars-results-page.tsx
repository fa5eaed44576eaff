import '../components/cars-styles';
import { Alert, Stack } from '@mantine/core';
import type { TCarBrand } from '@portal/domain/cars/locations';
import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { paths } from '@/shared/paths';
import { CardGrid } from '@/shared/results/card-grid';
import { carTermsQuery } from '../api/get-terms';
import { useCarAvailability } from '../api/search-availability';
import { CarCard } from '../components/car-card';
import { CarsBanner } from '../components/cars-banner';
import { CarsFiltersBar } from '../components/cars-filters-bar';
import { CarsSkeleton, CarsStatus } from '../components/cars-status';
import { EquipmentDialog } from '../components/equipment-dialog';
import { EquipmentQuestion } from '../components/equipment-question';
import { RateDetailDialog } from '../components/rate-detail-dialog';
import { TermsDialog } from '../components/terms-dialog';
import { DEFAULT_CAR_FILTERS, filterCars } from '../model/car-filters';
import { rentalDaysOf } from '../model/car-order';
import {
  carSearchParams,
  isCompleteCarSearch,
  readCarSearch,
  toCarSearchRequest,
  type TCompleteCarSearch,
} from '../model/search-params';
import { useCarChoice, type TCarChoice } from '../model/use-car-choice';

function Results({ search, user }: { search: TCompleteCarSearch; user: { idUser: number; idUWS: number } }) {
  const back = paths.cars.index.getHref(carSearchParams(search));
  const availability = useCarAvailability([toCarSearchRequest(search, user)]);
  // the terms' minimum driver age, read ahead for the booking (and the 'Condiciones' dialog)
  const terms = useQuery(carTermsQuery(search.brand, search.paisIn));
  const choice = useCarChoice(search, terms.data?.edadMinima);
  const [filters, setFilters] = useState(DEFAULT_CAR_FILTERS);
  const [detail, setDetail] = useState<TCarChoice | null>(null);
  const [termsOf, setTermsOf] = useState<TCarBrand | null>(null);

  if (availability.pending) return <CarsSkeleton />;
  const vehicles = availability.brands.flatMap((b) => b.vehicles);
  const failed = availability.brands.filter((b) => b.error);
  if (vehicles.length === 0)
    return <CarsStatus text={failed[0]?.error?.message} error={failed.length > 0} back={back} />;
  const shown = filterCars(vehicles, filters);
  const pick = (vehicle: TVehicle) => (rate: TCarRate) => ({ vehicle, rate });

  return (
    <Stack gap="lg">
      <CarsBanner count={vehicles.length} search={search} back={back} />
      {failed.map((b) => (
        <Alert key={b.brand} color="red" variant="light" title={b.brand}>
          {b.error!.message}
        </Alert>
      ))}
      <CarsFiltersBar vehicles={vehicles} value={filters} onChange={setFilters} />
      {shown.length === 0 ? (
        <Alert variant="light">Ningún auto coincide con los filtros elegidos.</Alert>
      ) : (
        <CardGrid min={340}>
          {shown.map((v) => (
            <CarCard
              key={`${v.brand}-${v.codigoCategoria}-${v.nombreVehiculo}`}
              vehicle={v}
              onDetail={(rate) => setDetail(pick(v)(rate))}
              onChoose={(rate) => choice.choose(pick(v)(rate))}
              onTerms={() => setTermsOf(v.brand)}
            />
          ))}
        </CardGrid>
      )}
      <RateDetailDialog choice={detail} onClose={() => setDetail(null)} />
      <TermsDialog brand={termsOf} countryCode={search.paisIn} onClose={() => setTermsOf(null)} />
      <EquipmentQuestion
        opened={choice.asking !== null}
        onYes={choice.yes}
        onNo={choice.no}
        onClose={choice.cancel}
      />
      <EquipmentDialog
        choice={choice.equipping}
        rentalDays={rentalDaysOf(search)}
        onContinue={choice.withEquipment}
        onClose={choice.cancel}
      />
    </Stack>
  );
}

/** spec §2 autos/results 'Autos Encontrados' (the search in the URL, model/search-params.ts). */
export function CarsResultsPage() {
  const [params] = useSearchParams();
  const user = useAuthStore((s) => s.user);
  const search = readCarSearch(params);
  if (!isCompleteCarSearch(search) || !user)
    return (
      <CarsStatus
        text="Faltan datos de la búsqueda: elija las oficinas y las fechas."
        back={paths.cars.index.getHref(carSearchParams(search))}
      />
    );
  return <Results search={search} user={user} />;
}
