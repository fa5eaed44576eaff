import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../test/render-page';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  afterEach(() => act(() => endSession()));

  it('links to Mis reservas on a desktop and in the phone menu, marked current there', async () => {
    login();
    renderRoutes([{ path: '*', element: <AppHeader /> }], '/mis-reservas/41');
    const [desktop] = screen.getAllByRole('link', { name: 'Mis reservas' });
    expect(desktop).toHaveAttribute('href', '/mis-reservas');

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog');
    const phone = within(menu).getByRole('link', { name: 'Mis reservas' });
    expect(phone).toHaveAttribute('href', '/mis-reservas');
    expect(phone).toHaveAttribute('aria-current', 'page');
  });

  it('keeps --app-header-height as the header measures, and takes it away with the header', () => {
    let report: ResizeObserverCallback = () => undefined;
    const observed: Element[] = [];
    class Observer {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe = (element: Element) => observed.push(element);
      disconnect = vi.fn();
      unobserve = vi.fn();
    }
    vi.stubGlobal('ResizeObserver', Observer);
    try {
      login();
      renderRoutes([{ path: '*', element: <AppHeader /> }], '/');
      const header = document.querySelector('header')!;
      expect(observed).toEqual([header]);
      const measured = (height: number) =>
        act(() => report([{ target: header, contentRect: { height } } as never], {} as ResizeObserver));
      measured(63.6);
      expect(document.documentElement.style.getPropertyValue('--app-header-height')).toBe('64px');
      measured(112);
      expect(document.documentElement.style.getPropertyValue('--app-header-height')).toBe('112px');
      cleanup();
      expect(document.documentElement.style.getPropertyValue('--app-header-height')).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
