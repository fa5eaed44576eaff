import { Badge, Group } from '@mantine/core';
import type { TCarRate } from '@portal/domain/cars/search-availability';
import classes from './cars.module.css';

const COVERAGE_NAMES = { TPL: 'Responsabilidad civil (TPL)', CDW: 'Daños por colisión (CDW)' } as const;

export const coverageName = (c: TCarRate['pricedCoverages'][number]) =>
  c.descripcion || COVERAGE_NAMES[c.coverageCode];

/** The rate's coverages as chips (spec §3 pricedCoverages). */
export function CoverageBadges({ rate }: { rate: TCarRate }) {
  if (rate.pricedCoverages.length === 0) return null;
  return (
    <Group gap={4}>
      {rate.pricedCoverages.map((c) => (
        <Badge key={c.coverageCode} variant="light" color="teal" tt="none" className={classes.coverage}>
          {COVERAGE_NAMES[c.coverageCode]}
        </Badge>
      ))}
    </Group>
  );
}
