import { Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from '@/shared/results/status-panel';
import classes from './tarifario.module.css';

type Props = { text: string; error?: boolean; back: string; onRetry?: () => void };

/** The search failed, or the URL holds no complete search. */
export function TarifarioStatus(props: Props) {
  return (
    <StatusPanel
      icon={<IconFileOff size={34} aria-hidden />}
      title="Tarifas Encontradas"
      backLabel="Volver a la búsqueda"
      {...props}
    />
  );
}

/** A tab with nothing to list (no hotel sold on those dates, no excursion, no transfer). */
export function EmptyTab({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Text c="dimmed" maw={460}>
        {text}
      </Text>
    </Stack>
  );
}

/** Loading skeletons while the rate sheet is read (a reload of tarifas-result). */
export function TarifarioSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Buscando tarifas">
      <Skeleton h={36} w="40%" radius="md" />
      <Skeleton h={40} radius="md" />
      {[0, 1].map((key) => (
        <div key={key} className={classes.hotel}>
          <Stack gap="xs">
            <Skeleton h={190} radius="md" />
            <Skeleton h={22} w="70%" />
            <Skeleton h={16} w="40%" />
          </Stack>
          <Stack gap="xs">
            <Skeleton h={22} w="50%" />
            <Skeleton h={110} />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
