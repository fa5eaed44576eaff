import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TPage } from '@portal/domain/admin/paging';
import { ApiError } from '@/shared/api-client';
import { adminListKey } from './use-admin-list';
import { useAdminMutation } from './use-admin-mutation';

type User = { id: number; active: boolean };
const page: TPage<User> = {
  items: [
    { id: 1, active: true },
    { id: 2, active: true },
  ],
  total: 2,
  page: 1,
  perPage: 20,
};
const key = [...adminListKey('usuarios'), { page: 1 }];

function setup(mutationFn: (vars: { id: number }) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(key, page);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  const { result } = renderHook(
    () =>
      useAdminMutation<{ id: number }, unknown, User>({
        list: 'usuarios',
        mutationFn,
        matches: (u, v) => u.id === v.id,
        optimistic: (u) => ({ ...u, active: false }),
        success: () => 'Usuario dado de baja',
      }),
    { wrapper },
  );
  const shown = () => client.getQueryData<TPage<User>>(key)!.items.map((u) => u.active);
  return { result, shown };
}

describe('a back-office change', () => {
  it('shows at once, and rolls back when the server refuses it', async () => {
    let refuse!: (e: Error) => void;
    const { result, shown } = setup(() => new Promise((_, reject) => (refuse = reject)));
    act(() => result.current.mutate({ id: 2 }));
    await waitFor(() => expect(shown()).toEqual([true, false]));
    act(() => refuse(new ApiError(400, 'No puede darse de baja a sí mismo')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(shown()).toEqual([true, true]);
  });

  it('keeps the change when the server agrees', async () => {
    const { result, shown } = setup(async () => ({ ok: true }));
    act(() => result.current.mutate({ id: 1 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown()).toEqual([false, true]);
  });
});
