import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** one dimmed line under the title: what the form asks for */
  intro: ReactNode;
  /** the search form, and the results when the page shows them under it */
  children: ReactNode;
};

/** The page of a product's search (spec §2 index pages): one layout, so the products read alike. */
export function SearchPage({ title, intro, children }: Props) {
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {children}
    </Stack>
  );
}
