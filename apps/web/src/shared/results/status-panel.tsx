import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';

type Props = {
  icon: ReactNode;
  /** the results page's title: the agent still knows where they are */
  title: string;
  text: ReactNode;
  /** the search failed (red), rather than found nothing */
  error?: boolean;
  back: string;
  backLabel?: string;
  /** offered when asking again may help (a provider that failed) */
  onRetry?: () => void;
};

/** spec §8: a results page with nothing to list, its search failed or incomplete, and the way on. */
export function StatusPanel({ icon, title, text, error, back, backLabel, onRetry }: Props) {
  const backButton = (
    <Button component={Link} to={back} variant="light">
      {backLabel ?? 'Modificar búsqueda'}
    </Button>
  );
  return (
    <StatusPage
      icon={icon}
      title={title}
      text={text}
      color={error ? 'red' : undefined}
      action={
        onRetry ? (
          <Group justify="center">
            <Button variant="default" onClick={onRetry}>
              Reintentar
            </Button>
            {backButton}
          </Group>
        ) : (
          backButton
        )
      }
    />
  );
}
