import { Button, Group, type ButtonProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Every search form's 'Buscar' (spec §2), the name the e2e journeys click. */
export function SearchButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} miw={160} {...props}>
      Buscar
    </Button>
  );
}

type Props = {
  loading?: boolean;
  /** a control shown at the row's start (the flights' quota menu) */
  aside?: ReactNode;
};

/** The submit row under a search form: 'Buscar' at the end, an optional control at the start. */
export function SearchSubmit({ loading, aside }: Props) {
  return (
    <Group justify={aside ? 'space-between' : 'flex-end'} gap={aside ? 'sm' : undefined}>
      {aside}
      <SearchButton loading={loading} />
    </Group>
  );
}
