import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { TCarBrand } from '@portal/domain/cars/locations';
import { useQuery } from '@tanstack/react-query';
import { InfoDialog } from '@/shared/results/info-dialog';
import { carTermsQuery } from '../api/get-terms';
import classes from './cars.module.css';

type Props = { brand: TCarBrand | null; countryCode: string; onClose: () => void };

function TermsBody({ brand, countryCode }: { brand: TCarBrand; countryCode: string }) {
  const terms = useQuery(carTermsQuery(brand, countryCode));
  if (terms.isPending)
    return (
      <Stack gap="xs" role="status" aria-label="Cargando condiciones">
        <Skeleton h={14} />
        <Skeleton h={14} />
        <Skeleton h={14} w="70%" />
      </Stack>
    );
  if (terms.isError)
    return (
      <Alert color="red" variant="light">
        {terms.error.message}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text fw={600}>Edad mínima del conductor: {terms.data.edadMinima} años</Text>
      <Text size="sm" className={classes.terms} tabIndex={0}>
        {terms.data.terms}
      </Text>
    </Stack>
  );
}

/** spec §2 car result dialog 'terms': the brand's conditions in the pick-up office's country. */
export function TermsDialog({ brand, countryCode, onClose }: Props) {
  return (
    <InfoDialog
      item={brand}
      onClose={onClose}
      title={`Condiciones de alquiler ${brand ?? ''}`}
      centered
      gap="md"
      closeVariant="filled"
    >
      {(b) => <TermsBody brand={b} countryCode={countryCode} />}
    </InfoDialog>
  );
}
