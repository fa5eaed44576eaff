import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { TStatement } from '@portal/domain/commerce/statement';
import { CURRENCIES } from '@portal/domain/money';
import { LabelledSegments } from '@/shared/forms/labelled-segments';
import { PeriodInput } from '@/shared/forms/period-input';
import { notifyFailure } from '@/shared/notify-failure';
import { useDownloadStatement, type TStatementFile } from '../api/download-statement';
import type { TStatementParams } from '../model/statement-params';

type Props = {
  params: TStatementParams;
  /** the statement on screen: its period when the URL names none, and what the files hold */
  statement: TStatement | undefined;
  onChange: (next: TStatementParams) => void;
};

const FILES: Record<TStatementFile, { label: string; icon: typeof IconFileTypePdf }> = {
  xlsx: { label: 'Descargar Excel', icon: IconFileSpreadsheet },
  pdf: { label: 'Descargar PDF', icon: IconFileTypePdf },
};

function DownloadButton({
  formato,
  statement,
}: {
  formato: TStatementFile;
  statement: TStatement | undefined;
}) {
  const download = useDownloadStatement(formato);
  const { label, icon: Icon } = FILES[formato];
  return (
    <Button
      variant="default"
      style={{ flex: '1 1 auto' }}
      leftSection={<Icon size={16} aria-hidden />}
      loading={download.isPending}
      disabled={!statement}
      onClick={() =>
        statement &&
        download.mutate(statement, { onError: notifyFailure('No se pudo descargar la cuenta corriente') })
      }
    >
      {label}
    </Button>
  );
}

/** The period (the last 90 days unless chosen), the currency and the downloads of what is on screen. */
export function StatementToolbar({ params, statement, onChange }: Props) {
  const range: [string | null, string | null] = [
    params.desde ?? statement?.desde ?? null,
    params.hasta ?? statement?.hasta ?? null,
  ];
  return (
    <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
        <PeriodInput
          value={range}
          onChange={(desde, hasta) => onChange({ ...params, desde, hasta })}
          clearLabel="Volver a los últimos 90 días"
          w={{ base: '100%', xs: 250 }}
        />
        <LabelledSegments
          id="statement-currency"
          label="Moneda"
          data={CURRENCIES}
          value={params.moneda}
          onChange={(moneda) => onChange({ ...params, moneda })}
        />
      </Group>
      {/* side by side when both fit, else one under the other, each the row's width */}
      <Group gap="xs" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
        <DownloadButton formato="xlsx" statement={statement} />
        <DownloadButton formato="pdf" statement={statement} />
      </Group>
    </Group>
  );
}
