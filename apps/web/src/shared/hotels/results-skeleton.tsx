import { Skeleton, Stack } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { useEffect } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

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

/** Loading skeletons while the suppliers answer. */
export function ResultsSkeleton() {
  usePreparedMoneyFormat();
  return (
    <Stack gap="md" role="status" aria-label="Buscando disponibilidad">
      <Skeleton h={72} radius="md" />
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
