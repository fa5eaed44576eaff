import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IsoDate } from '@portal/domain/dates';
import { IconWorld } from '@tabler/icons-react';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';
import { useTransferLocations } from '../api/get-transfer-locations';
import { transferFormErrors, transferSearchOf, type TTransferFormValues } from '../model/transfer-form';
import type { TTransferSearch } from '../model/transfer-search-params';
import { DestinationSearch } from './destination-search';
import { LocationSelect } from './location-select';
import { PartyFields } from './party-fields';
import { TransferTripFields } from './transfer-trip-fields';

type Props = {
  initial: TTransferFormValues;
  calendar: { today: IsoDate; isAgenteAS: boolean };
  onSearch: (search: TTransferSearch) => void;
};

/**
 * spec §2 transfer search form: destination country, origin, destination, passengers, category,
 * dates and time (default 10:56), Buscar.
 */
export function TransferSearchForm({ initial, calendar, onSearch }: Props) {
  const form = useForm<TTransferFormValues>({
    initialValues: initial,
    validate: (values) => transferFormErrors(values, calendar),
  });
  const v = form.getValues();
  const locations = useTransferLocations(v.destino?.code ?? null);
  const point = (path: 'desde' | 'hasta', label: string) => (
    <LocationSelect
      label={label}
      path={path}
      locations={locations.data}
      loading={locations.isFetching}
      value={v[path]}
      onChange={(code) => form.setFieldValue(path, code)}
      error={
        (form.errors[path] as string | undefined) ?? (locations.isError ? locations.error.message : undefined)
      }
      disabled={!v.destino}
    />
  );

  return (
    <SearchFormFrame
      onSubmit={form.onSubmit((values) => onSearch(transferSearchOf(values)), focusFirstError(form))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'start' }}>
          <DestinationSearch
            value={v.destino}
            onChange={(destino) => form.setValues({ destino, desde: null, hasta: null })}
            error={form.errors.destino as string | undefined}
          />
          <TextInput
            label="País de destino"
            value={v.destino?.country ?? ''}
            placeholder="El del destino elegido"
            readOnly
            leftSection={<IconWorld size={16} aria-hidden />}
          />
          {point('desde', 'Origen')}
          {point('hasta', 'Destino del traslado')}
        </SimpleGrid>
        <Fieldset legend="Pasajeros" variant="filled">
          <PartyFields value={v} errors={form.errors} onChange={(next) => form.setValues(next)} />
        </Fieldset>
        <TransferTripFields value={v} errors={form.errors} set={form.setFieldValue} calendar={calendar} />
        <SearchSubmit />
      </Stack>
    </SearchFormFrame>
  );
}
