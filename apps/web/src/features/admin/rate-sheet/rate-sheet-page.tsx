import '@mantine/core/styles/Progress.layer.css';
import { IconDownload } from '@tabler/icons-react';
import { notifyFailure } from '@/shared/notify-failure';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { ImportsHistory } from './imports-history';
import { useDownloadRateSheet } from './rate-sheet-api';
import { UploadCard } from './upload-card';

/**
 * /admin/tarifario (issue 31, item 6): the upload of the agency's rate sheet, the sheet in force
 * to download (edit it and upload it again), and the history of every upload.
 */
export function RateSheetPage() {
  const download = useDownloadRateSheet();
  return (
    <>
      <AdminPageHeader
        title="Tarifario"
        description="La planilla de tarifas propias de la agencia: hoteles, excursiones y traslados por zona."
        actions={
          <AdminHeaderButton
            variant="default"
            icon={IconDownload}
            iconSize={18}
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onError: notifyFailure('No se pudo descargar') })}
          >
            Descargar planilla vigente
          </AdminHeaderButton>
        }
      />
      <UploadCard />
      <ImportsHistory />
    </>
  );
}
