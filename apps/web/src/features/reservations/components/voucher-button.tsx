import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadVoucher } from '../api/download-voucher';

/** 'Descargar voucher': the PDF through the API client (it needs the token), saved as voucher-<id>.pdf. */
export function VoucherButton({ id }: { id: number }) {
  const download = useDownloadVoucher(id);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'No se pudo descargar el voucher',
              message: error.message,
            }),
        })
      }
    >
      Descargar voucher
    </Button>
  );
}
