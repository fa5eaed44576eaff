import type { TPost } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { PostDialog } from './post-dialog';

const malicious: TPost = {
  id: 1,
  title: 'Nuevos tickets Disney 2026',
  author: 'Equipo Comercial',
  image: '/media/posts/disney.svg',
  content:
    '<p>Precios <strong>especiales</strong></p><script>window.__pwned = true</script>' +
    '<img src="x" onerror="window.__pwned = true"><a href="javascript:alert(1)">ver</a>',
};

describe('PostDialog', () => {
  it('shows title, image, author and the content without scripts or handlers', async () => {
    const onClose = vi.fn();
    renderWithMantine(<PostDialog post={malicious} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: malicious.title });
    expect(within(dialog).getByRole('img', { name: malicious.title })).toHaveAttribute(
      'src',
      '/media/posts/disney.svg',
    );
    expect(within(dialog).getByText('Por Equipo Comercial')).toBeInTheDocument();
    expect(within(dialog).getByText('especiales').tagName).toBe('STRONG');

    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders no dialog without a post', () => {
    renderWithMantine(<PostDialog post={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
