import { Button, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { MESSAGES } from '@portal/domain/messages';
import { money } from '@/shared/money';
import results from '@/shared/results/results.module.css';
import { compareRows, coverLimit } from '../model/plan-covers';
import classes from './assistance.module.css';
import type { TPlanActions } from './plan-card';

type Props = Pick<TPlanActions, 'onChoose' | 'pendingId' | 'disabled' | 'refusedId'> & {
  /** the plans side by side, with the dialog's title */
  compare: { title: string; quotes: TAssistanceQuote[] } | null;
  onClose: () => void;
};

/** The covers of several plans side by side: a row per cover, a column per plan, price and Elegir at the foot. */
export function PlanCompareDialog({ compare, onClose, onChoose, pendingId, disabled, refusedId }: Props) {
  const quotes = compare?.quotes ?? [];
  return (
    <Modal
      opened={compare !== null}
      onClose={onClose}
      title={compare?.title ?? ''}
      size="90%"
      centered
      classNames={{ content: results.dialog }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      <Table.ScrollContainer minWidth={110 + 100 * quotes.length} type="native">
        <Table
          className={classes.compare}
          fz="sm"
          horizontalSpacing="xs"
          striped
          withColumnBorders
          aria-label="Comparación de coberturas"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Cobertura</Table.Th>
              {quotes.map((q) => (
                <Table.Th key={q.id} scope="col" ta="center">
                  {q.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {compareRows(quotes).map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                {row.cells.map((c, i) => (
                  <Table.Td key={quotes[i]!.id} ta="center">
                    {c ? (
                      coverLimit(c)
                    ) : (
                      <>
                        <Text span c="dimmed" aria-hidden>
                          —
                        </Text>
                        <VisuallyHidden>No incluida</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Precio total</Table.Th>
              {quotes.map((q) => (
                <Table.Td key={q.id} ta="center" fw={700}>
                  {money(q.price, q.currency)}
                </Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Td />
              {quotes.map((q) => (
                <Table.Td key={q.id} ta="center">
                  <Button
                    size="compact-sm"
                    onClick={() => onChoose(q)}
                    loading={pendingId === q.id}
                    disabled={disabled || refusedId === q.id || (pendingId !== null && pendingId !== q.id)}
                    aria-label={`Elegir plan ${q.name}`}
                  >
                    Elegir
                  </Button>
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Modal>
  );
}
