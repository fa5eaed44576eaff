import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TStatement } from '@portal/domain/commerce/statement';
import { money } from '@/shared/money';
import { balanceColor, balanceWords } from './amounts';

type Box = { label: string; value: number; hint?: string; balance?: boolean };

/** Saldo inicial, debe, haber and saldo final of the period; the balances coloured by who owes. */
export function StatementSummary({ statement: s }: { statement: TStatement }) {
  const boxes: Box[] = [
    { label: 'Saldo inicial', value: s.saldoInicial, hint: balanceWords(s.saldoInicial), balance: true },
    { label: 'Debe', value: s.totales.debe, hint: 'reservas, penalidades y reversiones' },
    { label: 'Haber', value: s.totales.haber, hint: 'pagos y cancelaciones' },
    { label: 'Saldo final', value: s.saldoFinal, hint: balanceWords(s.saldoFinal), balance: true },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label="Resumen del período">
      {boxes.map((b) => (
        <Paper key={b.label} withBorder radius="md" p="sm" data-testid={`resumen-${b.label}`}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {b.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fz={{ base: 'md', sm: 'lg' }}
            fw={700}
            style={{ whiteSpace: 'nowrap', color: b.balance ? balanceColor(b.value) : undefined }}
          >
            {money(b.value, s.moneda)}
          </Text>
          {b.hint && (
            // a div of a <dl> holds only dt and dd
            <Text component="dd" m={0} size="xs" c="dimmed">
              {b.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
