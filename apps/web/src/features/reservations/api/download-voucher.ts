import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { saveBlob } from '@/shared/save-blob';

const voucherFileName = (id: number) => `voucher-${id}.pdf`;

/** GET /api/main/reservas/:id/voucher.pdf: through the client, since it needs the bearer token. */
const getVoucher = (id: number) =>
  apiRequest<Blob>('main', `/reservas/${id}/voucher.pdf`, { responseType: 'blob' });

export const useDownloadVoucher = (id: number) =>
  useMutation({
    mutationFn: () => getVoucher(id),
    meta: { booksNothing: true },
    onSuccess: (blob) => saveBlob(blob, voucherFileName(id)),
  });
