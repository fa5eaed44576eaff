import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pageOf } from '@portal/domain/admin/paging';
import { ZCreditAnswer, type TCreditAnswer, type TCreditLimitRequest } from '@portal/domain/commerce/credit';
import { ZPayment, type TPayment, type TPaymentRequest } from '@portal/domain/commerce/payments';
import { apiRequest } from '@/shared/api-client';
import { adminListKey } from '../model/use-admin-list';
import { useAdminMutation } from '../model/use-admin-mutation';

// GET/PUT /api/admin/entidades/{id}/credito, GET/POST /api/admin/entidades/{id}/pagos (issue 32,
// items 2-3). A payment moves the credit: both are read again after one.

const CREDIT_LIST = 'credito';
export const PAYMENTS_LIST = 'pagos';
export const ZPaymentsPage = pageOf(ZPayment);
export const paymentsPath = (id: number) => `/entidades/${id}/pagos`;

export const useCredit = (id: number) =>
  useQuery({
    queryKey: [...adminListKey(CREDIT_LIST), id],
    queryFn: ({ signal }) =>
      apiRequest('admin', `/entidades/${id}/credito`, { schema: ZCreditAnswer, signal }),
  });

export type TLimitVars = TCreditLimitRequest & { label: string };

export const useSetLimit = (id: number) =>
  useAdminMutation<TLimitVars, TCreditAnswer>({
    list: CREDIT_LIST,
    mutationFn: ({ moneda, limite }) =>
      apiRequest('admin', `/entidades/${id}/credito`, {
        method: 'PUT',
        body: { moneda, limite },
        schema: ZCreditAnswer,
      }),
    success: (_answer, { label }) => label,
  });

const postPayment = (id: number, body: TPaymentRequest) =>
  apiRequest('admin', paymentsPath(id), { method: 'POST', body, schema: ZPayment });

/** A payment recorded: the list and the credit it freed are read again. */
export function useRecordPayment(id: number) {
  const client = useQueryClient();
  return useAdminMutation<TPaymentRequest & { label: string }, TPayment, TPayment>({
    list: PAYMENTS_LIST,
    mutationFn: ({ label: _label, ...body }) => postPayment(id, body),
    success: (_p, { label }) => label,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminListKey(CREDIT_LIST) }),
  });
}

export type TReverseVars = { payment: TPayment; fecha: string };

/** A reversal: the payment shows reversed at once, and back as it was if the server refuses. */
export function useReversePayment(id: number) {
  const client = useQueryClient();
  return useAdminMutation<TReverseVars, TPayment, TPayment>({
    list: PAYMENTS_LIST,
    mutationFn: ({ payment: p, fecha }) =>
      postPayment(id, {
        fecha,
        monto: p.monto,
        moneda: p.moneda,
        medio: p.medio as TPaymentRequest['medio'],
        referencia: `Reversión del pago N° ${p.id}`,
        revierte: p.id,
      }),
    matches: (item, { payment }) => item.id === payment.id,
    // any id: 'Revertir' goes away until the server's list arrives
    optimistic: (item) => ({ ...item, revertidoPor: 0 }),
    success: (_r, { payment }) => `Pago N° ${payment.id} revertido`,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminListKey(CREDIT_LIST) }),
  });
}
