import { Radio, Group, SimpleGrid, TextInput } from '@mantine/core';
import { calendarMinDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { addDays, type IsoDate } from '@portal/domain/dates';
import type { TTransferCategory } from '@portal/domain/transfers/transfer-availability';
import { IconClock, IconPlane } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { IsoDateField } from '@/shared/forms/date-field';
import { maskTime, type TTransferFormValues } from '../model/transfer-form';
import { CATEGORY_LABELS } from '../model/transfer-order';

type Props = {
  value: TTransferFormValues;
  errors: Record<string, ReactNode>;
  set: UseFormReturnType<TTransferFormValues>['setFieldValue'];
  calendar: { today: IsoDate; isAgenteAS: boolean };
};

/** spec §2 transfer form: category (required), dates, time (HH:mm mask, 10:56) and the return's. */
export function TransferTripFields({ value: v, errors, set, calendar }: Props) {
  const first = calendarMinDate(calendar); // spec §5, §6
  const twoWay = v.categoria === 'TWOWAY';
  const date = (path: 'llegada' | 'regreso', label: string, minDate: IsoDate) => (
    <IsoDateField
      label={label}
      minDate={minDate}
      maxDate={saleMaxDate(calendar.today)}
      value={v[path]}
      onChange={(date) => set(path, date)}
      error={errors[path]}
      required
      data-path={path}
    />
  );
  const time = (path: 'hora' | 'horaRegreso', label: string, description: string) => (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder="HH:mm"
      inputMode="numeric"
      maxLength={5}
      value={v[path]}
      onChange={(event) => set(path, maskTime(event.currentTarget.value))}
      error={errors[path]}
      leftSection={<IconClock size={16} aria-hidden />}
      required
      data-path={path}
    />
  );

  return (
    <>
      <Radio.Group
        label="Categoría"
        value={v.categoria}
        onChange={(value) => set('categoria', value as TTransferCategory)}
        error={errors.categoria}
        required
      >
        <Group gap="lg" mt={6}>
          <Radio value="ONEWAYTRIP" label={CATEGORY_LABELS.ONEWAYTRIP} data-path="categoria" />
          <Radio value="TWOWAY" label={CATEGORY_LABELS.TWOWAY} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
        {date('llegada', 'Fecha de llegada', first)}
        {time('hora', 'Hora de llegada', 'Del vuelo o barco, o de la recogida en el hotel')}
        {twoWay &&
          date(
            'regreso',
            'Fecha de regreso',
            v.llegada && v.llegada >= first ? addDays(v.llegada, 1) : first,
          )}
        {twoWay && time('horaRegreso', 'Hora del vuelo de regreso', 'La salida del vuelo o barco')}
      </SimpleGrid>
      <TextInput
        label="Vuelo o barco (opcional)"
        description="El número que espera el chofer, por ejemplo AR1302"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxLength={40}
        value={v.vuelo}
        onChange={(event) => set('vuelo', event.currentTarget.value)}
        leftSection={<IconPlane size={16} aria-hidden />}
        maw={360}
      />
    </>
  );
}
