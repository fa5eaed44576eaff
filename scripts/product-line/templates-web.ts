import type { LineNames } from './names';

// apps/web/src/features/<key>/ (the portal feature) and e2e/tests/<key>.spec.ts (its journey).

export const webApi = (n: LineNames) => `import {
  Z${n.pascal}SearchResponse,
  ${n.supplier}_MESSAGES,
  type T${n.pascal}SearchRequest,
} from '@portal/domain/${n.key}/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

/** POST /api/${n.key}/search: a broken rule (400) keeps the server's message. */
export const search${n.pascal}Query = (body: T${n.pascal}SearchRequest) =>
  queryOptions({
    queryKey: ['${n.key}', 'search', body],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('${n.camel}', '/search', { method: 'POST', body, schema: Z${n.pascal}SearchResponse, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) throw error;
        throw new Error(${n.supplier}_MESSAGES.searchError, { cause: error });
      }
    },
    staleTime: 60_000,
    retry: false,
  });
`;

export const webPage = (
  n: LineNames,
) => `import { Alert, Button, Card, Group, Loader, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { T${n.pascal}SearchRequest } from '@portal/domain/${n.key}/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { money } from '@/shared/money';
import { search${n.pascal}Query } from '../api/search-${n.key}';

// ${n.label}, as \`npm run new:product-line\` wrote it: a search and its offers. To fill: the
// line's own search fields, the results kit of @/shared/results, and booking through form-pax.

function Offers({ request }: { request: T${n.pascal}SearchRequest }) {
  const offers = useQuery(search${n.pascal}Query(request));
  if (offers.isPending) return <Loader aria-label="Buscando" />;
  if (offers.isError) return <Alert color="red" title="No pudimos buscar">{offers.error.message}</Alert>;
  if (offers.data.length === 0) return <Text>No hay opciones para esa fecha.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {offers.data.map((o) => (
        <Card key={o.codigo} withBorder component="article" aria-label={o.nombre}>
          <Text fw={600}>{o.nombre}</Text>
          <Text>{money(o.precio, o.moneda)} por adulto</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ${n.pascal}Page() {
  const [fecha, setFecha] = useState('');
  const [adultos, setAdultos] = useState<string | number>(2);
  const [request, setRequest] = useState<T${n.pascal}SearchRequest | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fecha) setRequest({ fecha, adultos: Number(adultos) });
  };
  return (
    <Stack p="md">
      <Title order={1}>${n.label}</Title>
      <form onSubmit={submit}>
        <Group align="end">
          <TextInput type="date" label="Fecha" required value={fecha} onChange={(e) => setFecha(e.currentTarget.value)} />
          <NumberInput label="Adultos" min={1} max={9} value={adultos} onChange={setAdultos} />
          <Button type="submit">Buscar</Button>
        </Group>
      </form>
      {request && <Offers request={request} />}
    </Stack>
  );
}
`;

export const webPageTest = (n: LineNames) => `import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { ${n.pascal}Page } from './${n.key}-page';

const offer = { codigo: '${n.supplier}-001', nombre: '${n.label} - opción clásica', fecha: '2026-03-20', adultos: 2, precio: 1200, moneda: 'USD' };

describe('${n.pascal}Page', () => {
  it('searches a date and shows each offer with its price per adult', async () => {
    login();
    const fetch = mockApi({ '/search': [200, [offer]] });
    renderRoutes([{ path: '/${n.key}', element: <${n.pascal}Page /> }], '/${n.key}');
    await userEvent.type(screen.getByLabelText(/Fecha/), '2026-03-20');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const card = await screen.findByRole('article', { name: offer.nombre });
    expect(card).toHaveTextContent('por adulto');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ fecha: '2026-03-20', adultos: 2 });
  });

  it('says the server message when the search breaks a rule', async () => {
    login();
    mockApi({ '/search': [400, { message: 'La fecha debe ser hoy o posterior.' }] });
    renderRoutes([{ path: '/${n.key}', element: <${n.pascal}Page /> }], '/${n.key}');
    await userEvent.type(screen.getByLabelText(/Fecha/), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('La fecha debe ser hoy o posterior.')).toBeInTheDocument();
  });
});
`;

export const e2eJourney = (n: LineNames) => `import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/users';

// ${n.label}, as \`npm run new:product-line\` wrote it: the section from the menu, a search and
// its offers. To fill: booking through form-pax to resumen, and the line's refusals.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('${n.key} as vendedor', () => {
  test.use({ storageState: storageStateOf('vendedor') });

  test('searches a date and sees the offers with their price', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '${n.label.toUpperCase()}' }).first().click();
    await page.getByLabel('Fecha').fill(inDays(20));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('article').first()).toContainText('por adulto');
  });
});
`;
