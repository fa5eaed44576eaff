/**
 * The chosen client entity's available credit (issue 32, item 2), for AS agents before
 * 'Reservar': 'Crédito disponible: US$ …' per currency it has a limit in, in a warning colour
 * when little or none is left. Renders nothing for other users, with no entity, or no limit.
 *   <EntityCredit idEntidad={entity?.idEntidad} />
 */
import { Stack, Text } from '@mantine/core';
import { useAuthStore } from '@/shared/auth/auth-store';
import { money } from '@/shared/money';
import { creditLevel, type TCreditShown } from './credit-level';
import { useEntityCredit } from './entity-credit-query';
import classes from './entity-credit.module.css';

const WORDS = { none: ' (sin crédito)', low: ' (poco crédito)', ok: '' } as const;

/** One currency's 'Crédito disponible: US$ …' (never below zero: what is left is nothing). */
export function CreditAmount({ line, size = 'sm' }: { line: TCreditShown; size?: 'xs' | 'sm' }) {
  const level = creditLevel(line);
  return (
    <Text size={size} className={level === 'ok' ? undefined : classes[level]} span={size === 'xs'}>
      Crédito disponible: <strong>{money(Math.max(line.disponible ?? 0, 0), line.moneda)}</strong>
      {WORDS[level]}
    </Text>
  );
}

export function EntityCredit({ idEntidad }: { idEntidad: number | null | undefined }) {
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const query = useEntityCredit(idEntidad ?? null, isAgenteAS);
  const lines = query.data?.lineas.filter((l) => l.disponible !== null) ?? [];
  if (!isAgenteAS || lines.length === 0) return null;
  return (
    <Stack gap={2} role="status" aria-label="Crédito de la entidad" data-testid="entity-credit">
      {lines.map((line) => (
        <CreditAmount key={line.moneda} line={line} />
      ))}
    </Stack>
  );
}
