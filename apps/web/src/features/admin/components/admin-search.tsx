import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = {
  list: { text: string; setText: (value: string) => void };
  /** what the search looks in ('Usuario o nombre') */
  placeholder: string;
  width?: number;
};

/** A back-office list's search box: the list asks the server 300 ms after the last key. */
export function AdminSearch({ list, placeholder, width = 260 }: Props) {
  return (
    <TextInput
      label="Buscar"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={list.text}
      onChange={(e) => list.setText(e.currentTarget.value)}
      w={{ base: '100%', sm: width }}
    />
  );
}
