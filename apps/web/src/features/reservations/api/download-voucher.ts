import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

const voucherFileName = (id: number) => `voucher-${id}.pdf`;

/** GET /api/main/reservas/:id/voucher.pdf: through the client, since it needs the bearer token. */
const getVoucher = (id: number) =>
  apiRequest<Blob>('main', `/reservas/${id}/voucher.pdf`, { responseType: 'blob' });

/** Saves a file the browser already holds, as an <a download> would a link. */
const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // revoked on the next turn: some browsers start the download after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadVoucher = (id: number) =>
  useMutation({
    mutationFn: () => getVoucher(id),
    meta: { booksNothing: true },
    onSuccess: (blob) => saveBlob(blob, voucherFileName(id)),
  });
