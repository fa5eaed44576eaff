import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { PostsSection } from './posts-section';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

const renderSection = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <PostsSection />
    </QueryClientProvider>,
  );
};

describe('PostsSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the TICKETS posts and shows nothing when there are none', async () => {
    const fetchMock = respond(200, []);
    renderSection();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/main/posts-by?section=TICKETS');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the server message and a retry button when the call fails', async () => {
    respond(500, { message: 'Hubo un error en el servidor', requestId: 'abc' });
    renderSection();
    expect(await screen.findByText('Hubo un error en el servidor (referencia abc)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
