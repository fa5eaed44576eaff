import { Paper, type PaperProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** the hotel lines keep their tighter 'md' padding */
  p?: PaperProps['p'];
  'aria-label'?: string;
};

/**
 * The bordered box of every search form. `noValidate`: the form's schema, not the browser,
 * says what is missing, in the catalogue's Spanish under each field.
 */
export function SearchFormFrame({ onSubmit, children, p = { base: 'sm', sm: 'lg' }, ...rest }: Props) {
  return (
    <Paper component="form" withBorder radius="md" p={p} onSubmit={onSubmit} noValidate {...rest}>
      {children}
    </Paper>
  );
}
