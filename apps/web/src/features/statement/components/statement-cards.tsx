import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TStatement } from '@portal/domain/commerce/statement';
import { money } from '@/shared/money';
import { formatDay } from '../model/statement-params';
import { Balance } from './amounts';
import { EntryText } from './entry-text';

/** Phone: one card per line, what it moved (+ debe, − haber) and the balance after it. */
export function StatementCards({ statement: s }: { statement: TStatement }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Movimientos de ${s.razonSocial}`}
    >
      {s.entries.map((e, i) => (
        <Paper
          key={`${e.tipo}-${e.idReserva ?? e.idPago}-${i}`}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="statement-entry"
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed">
                {formatDay(e.fecha)}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {e.debe ? `+ ${money(e.debe, s.moneda)}` : `− ${money(e.haber, s.moneda)}`}
              </Text>
            </Group>
            <div>
              <EntryText entry={e} />
            </div>
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                Saldo
              </Text>
              <Balance value={e.saldo} currency={s.moneda} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
