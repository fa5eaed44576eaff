import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../title';
import { lazyComing } from './lazy-pages';
import { RedirectKeepingSearch } from './redirect';

// How the portal's routes are written: a page, a section of pages, a page still to come.

export const label = (text: NonNullable<RouteHandle['label']>): RouteHandle => ({ label: text });
export type TLazyPage = () => Promise<{ Component: ComponentType }>;
/**
 * A page that calls modals.open…(): it comes with their host (layouts/modals-host.tsx), loaded
 * with the page's code and mounted with the page, so it listens before the agent can open one.
 */
export const withModals =
  (lazy: TLazyPage): TLazyPage =>
  async () => {
    const [{ Component: Page }, { ModalsHost }] = await Promise.all([
      lazy(),
      import('../layouts/modals-host'),
    ]);
    const Component = () => (
      <>
        <Page />
        <ModalsHost />
      </>
    );
    return { Component };
  };

export type TPath = { path: string };
/** A page: its URL, its label and its code, loaded when visited. */
export const page = ({ path }: TPath, text: string, lazy: TLazyPage): RouteObject => ({
  path,
  handle: label(text),
  lazy,
});
/** A section's page at the section's own URL. */
export const indexPage = (text: string, lazy: TLazyPage): RouteObject => ({
  index: true,
  handle: label(text),
  lazy,
});
/** A section of the menu: its URL and label, and its pages under it. */
export const section = ({ path }: TPath, text: string, children: RouteObject[]): RouteObject => ({
  path,
  handle: label(text),
  children,
});
export const coming = (at: TPath, text: string) => page(at, text, lazyComing);
export const redirectIndex = (to: string): RouteObject => ({
  index: true,
  element: <RedirectKeepingSearch to={to} />,
});
