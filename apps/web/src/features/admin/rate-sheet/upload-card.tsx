import { useState } from 'react';
import { Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { z } from 'zod';
import { fmt, MESSAGES } from '@portal/domain/messages';
import { RATE_SHEET_MAX_BYTES, ZRateSheetIssue } from '@portal/domain/admin/rate-sheet';
import { ApiError } from '@/shared/api-client';
import { ImportResult, type TUploadOutcome } from './import-result';
import { useUploadRateSheet } from './rate-sheet-api';
import { formatBytes } from './rate-sheet-format';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LIMIT = formatBytes(RATE_SHEET_MAX_BYTES);
const TOO_LARGE = fmt('tarifarioFileTooLarge', { max: RATE_SHEET_MAX_BYTES / 2 ** 20 });
const ZIssues = z.array(ZRateSheetIssue);

const refusalOf = (fileName: string, error: Error): TUploadOutcome => ({
  ok: false,
  fileName,
  message: error instanceof ApiError ? error.message : MESSAGES.serverError,
  issues: error instanceof ApiError ? (ZIssues.safeParse(error.errors).data ?? []) : [],
});

/**
 * The upload of a rate sheet (issue 31, item 6): a file chosen, checked for size here, sent
 * whole; the server checks every row before it loads anything, which takes a while for a big
 * sheet, so the button waits and says so. The answer stays on screen.
 */
export function UploadCard() {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TUploadOutcome | null>(null);
  const upload = useUploadRateSheet();
  const tooBig = file !== null && file.size > RATE_SHEET_MAX_BYTES;

  const send = () => {
    if (!file || tooBig) return;
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: (summary) => setOutcome({ ok: true, fileName: file.name, summary }),
      onError: (error) => setOutcome(refusalOf(file.name, error)),
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Cargar planilla
        </Title>
        <Text size="sm" c="dimmed">
          Archivo .xlsx de hasta {LIMIT} con las hojas Hoteles, Excursiones y Traslados. Cada zona de la
          planilla reemplaza entera a la vigente; si una fila tiene un error, no se carga nada.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <FileInput
            label="Planilla (.xlsx)"
            placeholder="Elegir archivo"
            accept={ACCEPT}
            value={file}
            onChange={(f) => {
              setFile(f);
              setOutcome(null);
            }}
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            description={`Hasta ${LIMIT}`}
            error={tooBig ? TOO_LARGE : undefined}
            disabled={upload.isPending}
            w={{ base: '100%', sm: 360 }}
          />
          <Button
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={send}
            loading={upload.isPending}
            disabled={!file || tooBig}
            mt={{ base: 0, sm: 46 }}
            w={{ base: '100%', sm: 'auto' }}
          >
            Cargar planilla
          </Button>
        </Group>
        {upload.isPending && file && (
          <Stack gap={4} aria-live="polite">
            <Progress value={100} animated striped aria-label="Procesando la planilla" />
            <Text size="sm">
              Revisando y cargando {file.name} ({formatBytes(file.size)}). Con planillas grandes puede tardar
              unos minutos: no cierre esta página.
            </Text>
          </Stack>
        )}
        {outcome && <ImportResult outcome={outcome} />}
      </Stack>
    </Paper>
  );
}
