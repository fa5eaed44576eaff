import { Skeleton, Stack } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { useEffect } from 'react';
import classes from '@/shared/hotels/hotels.module.css';
import resultsClasses from '@/shared/results/results.module.css';

/**
 * The cards show prices: the first es-AR currency format built takes tens of milliseconds (the
 * browser loads its locale data), so it is built while the suppliers search, when the main
 * thread is idle, instead of inside the render of the first cards (issue 34, item 2).
 */
function usePreparedMoneyFormat() {
  useEffect(() => {
    const prepare = () => formatMoney(0, 'USD');
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prepare, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prepare, 50);
    return () => clearTimeout(id);
  }, []);
}

/**
 * A line in each size and weight the results' banner and cards set: the first text in a new one
 * waits for the browser to build that font (a few ms each, on a phone's slowed CPU tens of them
 * in all), so it is built while the suppliers search, not inside the first cards' frame.
 */
const FONT_SAMPLES = [
  classes.primeH2,
  classes.primeH3,
  classes.primeBadge,
  classes.hotelName,
  classes.note,
  classes.smallNote,
  classes.fromPrice,
  classes.roomsToggle,
  classes.currencyBadge,
  resultsClasses.toolbarToggle,
];

function FontPrimer() {
  return (
    <div className={classes.fontPrimer} aria-hidden>
      {FONT_SAMPLES.map((className) => (
        <span key={className} className={className}>
          Desde USD 1.234,56
        </span>
      ))}
    </div>
  );
}

/**
 * Loading skeletons while the suppliers answer; `banner` false under a results banner that
 * already shows what was searched.
 */
export function ResultsSkeleton({ banner = true }: { banner?: boolean }) {
  usePreparedMoneyFormat();
  return (
    <Stack gap="md" role="status" aria-label="Buscando disponibilidad">
      <FontPrimer />
      {banner && <Skeleton h={72} radius="md" />}
      <div className={classes.grid}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            <Skeleton h={160} radius="md" />
            <Skeleton h={18} w="70%" />
            <Skeleton h={14} w="40%" />
            <Skeleton h={36} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
