import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TRateSheetIssue } from '@portal/domain/admin/rate-sheet';
import type { TTarifarioImportSummary } from '@portal/domain/tarifario/sheet';
import { issueReason, plural } from './rate-sheet-format';
import { ZoneRowsTable } from './zone-rows-table';

/** How an upload ended: what it loaded, or why nothing was. */
export type TUploadOutcome =
  | { ok: true; fileName: string; summary: TTarifarioImportSummary }
  | { ok: false; fileName: string; message: string; issues: TRateSheetIssue[] };

const SHOWN_ISSUES = 10;

function Issues({ issues }: { issues: TRateSheetIssue[] }) {
  const shown = issues.slice(0, SHOWN_ISSUES);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder aria-label="Problemas de la planilla" fz="sm" bg="var(--mantine-color-body)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Hoja</Table.Th>
            <Table.Th ta="right">Fila</Table.Th>
            <Table.Th>Motivo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((issue) => (
            <Table.Tr key={`${issue.sheet}/${issue.row}/${issue.message}`}>
              <Table.Td>{issue.sheet}</Table.Td>
              <Table.Td ta="right">{issue.row}</Table.Td>
              <Table.Td>{issueReason(issue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {issues.length > shown.length && (
        <Text size="sm" mt={4}>
          … y {plural(issues.length - shown.length, 'problema más', 'problemas más')}.
        </Text>
      )}
    </Table.ScrollContainer>
  );
}

// in the text's own colour: the alert's coloured title on its light background fails axe's contrast
const Heading = ({ text }: { text: string }) => (
  <Text fw={700} size="sm">
    {text}
  </Text>
);

/** The answer of the last upload, kept on screen until the next one (issue 31, item 6). */
export function ImportResult({ outcome }: { outcome: TUploadOutcome }) {
  if (!outcome.ok)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
        <Stack gap="xs">
          <Heading text={`La planilla no se cargó: ${outcome.fileName}`} />
          <Text size="sm">{outcome.message}</Text>
          {outcome.issues.length > 0 && <Issues issues={outcome.issues} />}
          <Text size="sm">No se modificó ninguna tarifa: corrija la planilla y vuelva a cargarla.</Text>
        </Stack>
      </Alert>
    );
  const { summary } = outcome;
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
      <Stack gap="xs">
        <Heading text={`Planilla cargada: ${outcome.fileName}`} />
        <Text size="sm">
          {plural(summary.zonas.length, 'zona reemplazada', 'zonas reemplazadas')} ·{' '}
          {plural(summary.filas, 'fila', 'filas')}.
        </Text>
        {summary.porZona && <ZoneRowsTable zones={summary.porZona} label="Filas cargadas por zona" />}
      </Stack>
    </Alert>
  );
}
