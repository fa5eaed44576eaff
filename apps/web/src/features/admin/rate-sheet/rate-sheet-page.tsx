import '@mantine/core/styles/Progress.layer.css';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { AdminPageHeader } from '../components/admin-page-header';
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
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (error) =>
                  notifications.show({ color: 'red', title: 'No se pudo descargar', message: error.message }),
              })
            }
          >
            Descargar planilla vigente
          </Button>
        }
      />
      <UploadCard />
      <ImportsHistory />
    </>
  );
}
