import { useQuery } from '@tanstack/react-query';
import { ZSupplierHealthAnswer } from '@portal/domain/admin/supplier-health';
import { apiRequest } from '@/shared/api-client';

const REFRESH_MS = 10_000;

/** The suppliers' last 15 minutes, read again every 10 s while the page is open. */
export const useSupplierHealth = () =>
  useQuery({
    queryKey: ['admin', 'proveedores'],
    queryFn: ({ signal }) => apiRequest('admin', '/proveedores', { schema: ZSupplierHealthAnswer, signal }),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
