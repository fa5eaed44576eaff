import type { ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { AdminSearch } from './admin-search';

type TFilteredList = {
  text: string;
  setText: (value: string) => void;
  /** a filter changed: back to the first page */
  resetPage: () => void;
};

/** A back-office list's search box and, beside it, the screen's own filters. */
export function AdminFilters({
  list,
  placeholder,
  width,
  children,
}: {
  list: TFilteredList;
  /** what the search looks in ('Usuario o nombre') */
  placeholder: string;
  width: number;
  children?: ReactNode;
}) {
  return (
    <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
      <AdminSearch list={list} placeholder={placeholder} width={width} />
      {children}
    </Group>
  );
}

type TFilterSelectProps = {
  list: TFilteredList;
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width: number;
  placeholder?: string;
  /** the clear button's name ('Quitar rol'); without it one option is always chosen */
  clearLabel?: string;
};

/** One filter of a back-office list: choosing another shows the first page. */
export function AdminFilterSelect({ list, onChange, width, clearLabel, ...rest }: TFilterSelectProps) {
  return (
    <Select
      {...rest}
      onChange={(value) => {
        onChange(value);
        list.resetPage();
      }}
      {...(clearLabel
        ? { clearable: true, clearButtonProps: { 'aria-label': clearLabel } }
        : { allowDeselect: false })}
      w={{ base: '100%', sm: width }}
    />
  );
}
