import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkStayRange } from '@portal/domain/dates-calendar';
import type { IsoDate } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';
import { StayRangeInput } from '@/shared/hotels/stay-range-input';
import type { TActivitySearch, TDestinationRef, TUtilityModule } from '../model/search-params';
import { DestinationSearch } from './destination-search';

export type TUtilitySearch = TActivitySearch & { modulo: TUtilityModule; destino: TDestinationRef };
type TValues = {
  destino: TDestinationRef | null;
  modulo: TUtilityModule;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
};
type Props = {
  initial: TValues;
  calendar: { today: IsoDate; isAgenteAS: boolean };
  onSearch: (search: TUtilitySearch) => void;
};

/** The index form's rules: a destination (spec §5), and for activities a stay on the calendar rules. */
const utilitySearchErrors = (v: TValues, calendar: Props['calendar']): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!v.destino) errors.destino = MESSAGES.destinationRequired;
  if (v.modulo !== 'actividades') return errors;
  if (!v.checkin || !v.checkout) return { ...errors, checkin: MESSAGES.datesRequired };
  const stay = checkStayRange({ checkin: v.checkin, checkout: v.checkout }, calendar);
  return stay.ok ? errors : { ...errors, checkin: stay.message };
};

/** spec §2 activities/transfers page: destination search, Actividades or Traslados, the stay. */
export function UtilitySearchForm({ initial, calendar, onSearch }: Props) {
  const form = useForm<TValues>({
    initialValues: initial,
    validate: (values) => utilitySearchErrors(values, calendar),
  });
  const v = form.getValues();

  return (
    <SearchFormFrame
      onSubmit={form.onSubmit((values) => onSearch(values as TUtilitySearch), focusFirstError(form))}
    >
      <Stack gap="md">
        <Radio.Group
          label="¿Qué desea buscar?"
          value={v.modulo}
          onChange={(value) => form.setFieldValue('modulo', value as TUtilityModule)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="actividades" label="Actividades" />
            <Radio value="traslados" label="Traslados" />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'start' }}>
          <DestinationSearch
            value={v.destino}
            onChange={(destino) => form.setFieldValue('destino', destino)}
            error={form.errors.destino as string | undefined}
          />
          {v.modulo === 'actividades' && (
            <StayRangeInput
              value={{ checkin: v.checkin, checkout: v.checkout }}
              onChange={({ checkin, checkout }) =>
                form.setValues({
                  checkin: checkin?.slice(0, 10) ?? null,
                  checkout: checkout?.slice(0, 10) ?? null,
                })
              }
              today={calendar.today}
              isAgenteAS={calendar.isAgenteAS}
              error={form.errors.checkin as string | undefined}
              data-path="checkin"
            />
          )}
        </SimpleGrid>
        <SearchSubmit />
      </Stack>
    </SearchFormFrame>
  );
}
