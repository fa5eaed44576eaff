import { Grid, type GridColProps } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';

/** A hotel search's form: the schema the API checks refuses its values, each under its field. */
export const useHotelSearchForm = <T extends Record<string, unknown>>(
  initialValues: T,
  schema: Parameters<typeof schemaResolver>[0],
) => useForm<T>({ initialValues, validate: schemaResolver(schema, { sync: true }) });

type Props<T> = {
  form: UseFormReturnType<T>;
  onSearch: (values: T) => void;
  /** the 'Buscar' row's columns at each width */
  submitSpan: GridColProps['span'];
  /** the fields, each in its Grid.Col */
  children: ReactNode;
};

/**
 * The Disney and third-provider hotel searches' box: their fields in a grid and 'Buscar' last;
 * a refused search lands on the field to fix.
 */
export function HotelSearchFormFrame<T>({ form, onSearch, submitSpan, children }: Props<T>) {
  return (
    <SearchFormFrame onSubmit={form.onSubmit(onSearch, focusFirstError(form))} p="md">
      <Grid align="flex-start" gap="sm">
        {children}
        <Grid.Col span={submitSpan}>
          <SearchSubmit />
        </Grid.Col>
      </Grid>
    </SearchFormFrame>
  );
}
