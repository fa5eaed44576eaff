import { useMutation } from '@tanstack/react-query';
import { statementFileName, type TStatement } from '@portal/domain/commerce/statement';
import { apiRequest } from '@/shared/api-client';
import { saveBlob } from '@/shared/save-blob';

export type TStatementFile = 'xlsx' | 'pdf';

/** The .xlsx or PDF through the API client: it needs the bearer token, so no plain link can fetch it. */
const getStatementFile = (s: TStatement, formato: TStatementFile) =>
  apiRequest<Blob>('main', `/cuenta-corriente/${s.idEntidad}`, {
    query: { desde: s.desde, hasta: s.hasta, moneda: s.moneda, formato },
    responseType: 'blob',
  });

/** The statement on screen (same period and currency) as a file, named as the server names it. */
export const useDownloadStatement = (formato: TStatementFile) =>
  useMutation({
    mutationFn: (s: TStatement) => getStatementFile(s, formato),
    meta: { booksNothing: true },
    onSuccess: (blob, s) => saveBlob(blob, statementFileName(s, formato)),
  });
