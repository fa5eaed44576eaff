import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockInstance } from 'vitest';

/** Opens a select and clicks one of its own options. */
export const pick = async (
  label: string | RegExp,
  option: string | RegExp,
  scope: BoundFunctions<typeof queries> = screen,
) => {
  const box = await scope.findByRole('combobox', { name: label });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};

/** The calls whose URL contains `part`. */
export const callsTo = (fetchMock: MockInstance<typeof fetch>, part: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

export const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));
