import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyToday } from '@portal/domain/dates';
import { ZTarifarioImportSummary } from '@portal/domain/tarifario/sheet';
import { rateSheetDownloadName } from '@portal/domain/admin/rate-sheet';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { saveBlob } from '@/shared/save-blob';

// The rate sheet's calls (issue 31, item 6): the upload (the main API's import, which also
// writes the history) and the download of the sheet in force.

/** The history's list, refreshed after every upload. */
export const IMPORTS_LIST = 'tarifario-importaciones';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/main/tarifario/importar: the file as the body, its name URL-encoded (a header carries no 'ñ'). */
const uploadRateSheet = (file: File) =>
  apiRequest('main', '/tarifario/importar', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': XLSX, 'X-File-Name': encodeURIComponent(file.name) },
    schema: ZTarifarioImportSummary,
  });

export const useUploadRateSheet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadRateSheet,
    meta: { booksNothing: true },
    // loaded or refused, the upload is in the history now; a load is in the audit log too
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminListKey(IMPORTS_LIST) }),
        client.invalidateQueries({ queryKey: adminListKey('auditoria') }),
      ]),
  });
};

/** GET /api/admin/tarifario/planilla: through the client, since it needs the session. */
export const useDownloadRateSheet = () =>
  useMutation({
    mutationFn: () => apiRequest<Blob>('admin', '/tarifario/planilla', { responseType: 'blob' }),
    meta: { booksNothing: true },
    // the server's name, from the same rule (the client's blob carries no headers)
    onSuccess: (blob) => saveBlob(blob, rateSheetDownloadName(agencyToday(new Date()))),
  });
