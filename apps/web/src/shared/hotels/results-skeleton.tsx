import { Skeleton, Stack } from '@mantine/core';
import classes from '@/shared/hotels/hotels.module.css';

/** Loading skeletons while the suppliers answer. */
export function ResultsSkeleton() {
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
