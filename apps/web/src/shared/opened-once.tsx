import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a lazily loaded dialog or drawer) from the first time `opened` is true
 * on: their code, and Mantine's modal machinery, load on first use instead of with the page
 * (issue 19). Once mounted they stay, so closing still plays the transition.
 */
export function OpenedOnce({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
