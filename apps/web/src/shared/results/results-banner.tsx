import { Badge, Button, Group, Paper, Stack, Text, Title, type GroupProps } from '@mantine/core';
import { IconArrowLeft, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// The head of every product's results (spec §2 *-result pages): the page title with the way back
// to the search, and a summary of what was searched. One layout, so the products read alike.

type BackButtonProps = { to: string; variant?: 'default' | 'light'; children?: ReactNode };

/** The link back to the search form, with this search ('Modificar búsqueda' unless told). */
export function BackButton({ to, variant = 'default', children = 'Modificar búsqueda' }: BackButtonProps) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

type TitleBarProps = {
  title: string;
  /** one dimmed line under the title: what was searched */
  subtitle?: ReactNode;
  back: string;
  backLabel?: string;
};

/** The page's h1 and, across from it, the way back. */
export function ResultsTitleBar({ title, subtitle, back, backLabel }: TitleBarProps) {
  const heading = (
    <Title order={1} fz="h2">
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {subtitle === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <Text c="dimmed">{subtitle}</Text>
        </div>
      )}
      <BackButton to={back}>{backLabel}</BackButton>
    </Group>
  );
}

type FactBadgeProps = { icon: Icon; children: ReactNode; mt?: number };

/** One fact of the search (destination, dates, nights, passengers) as a badge. */
export function FactBadge({ icon: FactIcon, children, mt }: FactBadgeProps) {
  return (
    <Badge mt={mt} variant="default" size="lg" tt="none" leftSection={<FactIcon size={14} aria-hidden />}>
      {children}
    </Badge>
  );
}

type BannerProps = TitleBarProps & {
  /** 'N Actividades encontradas': announced again when the count changes */
  found: string;
  /** a line under the count (the destination, the occupancy) */
  detail?: ReactNode;
  /** FactBadges under the count */
  facts?: ReactNode;
  /** beside the summary, at its right (a control, the badges) */
  aside?: ReactNode;
  asideAlign?: GroupProps['align'];
  /** the results are being fetched again */
  busy?: boolean;
  /** under the banner (notices about the search) */
  children?: ReactNode;
};

/** The title bar over a tinted box with the count of results and what was searched. */
export function ResultsBanner({
  found,
  detail,
  facts,
  aside,
  asideAlign,
  busy,
  children,
  ...bar
}: BannerProps) {
  const summary = (
    <div>
      <Text component="h2" fw={700} fz="h3" m={0} aria-live="polite">
        {found}
      </Text>
      {detail !== undefined && <Text size="sm">{detail}</Text>}
      {facts !== undefined && (
        <Group gap="xs" mt={6}>
          {facts}
        </Group>
      )}
    </div>
  );
  return (
    <Stack gap="md">
      <ResultsTitleBar {...bar} />
      <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)" aria-busy={busy}>
        {aside === undefined ? (
          summary
        ) : (
          <Group justify="space-between" align={asideAlign} gap="sm">
            {summary}
            {aside}
          </Group>
        )}
      </Paper>
      {children}
    </Stack>
  );
}
