import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-page';
import { DesktopNav } from './desktop-nav';

/** A desktop: (min-width: 64em) matches, so ALOJAMIENTO loads its dropdown menu. */
const wideScreen = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );

describe('DesktopNav', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws ALOJAMIENTO, once its menu has loaded, as its neighbours (issue 29, item 20)', async () => {
    wideScreen();
    renderRoutes([{ path: '*', element: <DesktopNav /> }], '/');
    // the menu's own button (aria-expanded), not the stand-in shown while it loads
    const menu = await screen.findByRole('button', { name: 'ALOJAMIENTO', expanded: false });
    const link = screen.getByRole('link', { name: 'INICIO' });
    expect(link.className).not.toBe('');
    for (const name of link.className.split(' ')) expect(menu).toHaveClass(name);
  });
});
