import { useState } from 'react';
import { Alert, Divider, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { useCan } from '../model/use-can';
import { useCredit, useRecordPayment, useReversePayment, useSetLimit } from './credit-api';
import { CreditLines } from './credit-lines';
import { PaymentForm } from './payment-form';
import { PaymentsTable } from './payments-table';

export type TCreditEntity = { idEntidad: number; razonSocial: string };

/**
 * 'Crédito y pagos' of a client entity (issue 32, items 2-3): per currency the limit, what is
 * used, paid and available; the payments with their reversals. Staff with creditos.editar set
 * limits, record payments and reverse them; cuentas.ver alone reads.
 */
export function CreditDialog({ entity, onClose }: { entity: TCreditEntity | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={entity !== null}
      onClose={onClose}
      title={entity && `Crédito y pagos · ${entity.razonSocial}`}
      size="64rem"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {entity && <CreditPanel key={entity.idEntidad} idEntidad={entity.idEntidad} />}
    </Modal>
  );
}

function CreditPanel({ idEntidad }: { idEntidad: number }) {
  const mayEdit = useCan('creditos.editar');
  const [today] = useState(() => agencyToday(new Date()));
  const credit = useCredit(idEntidad);
  const setLimit = useSetLimit(idEntidad);
  const record = useRecordPayment(idEntidad);
  const reverse = useReversePayment(idEntidad);

  return (
    <Stack gap="lg">
      {credit.isError ? (
        <Alert color="red" title="No se pudo leer el crédito">
          {credit.error.message}
        </Alert>
      ) : credit.data ? (
        <CreditLines lineas={credit.data.lineas} mayEdit={mayEdit} onSave={(v) => setLimit.mutate(v)} />
      ) : (
        <Loader size="sm" aria-label={MESSAGES.loading} />
      )}
      <Text size="sm">
        Usado: lo reservado para la entidad (confirmado, pre-reservado, pendiente o sin confirmar) y las
        penalidades de lo cancelado, menos sus pagos.
      </Text>
      {mayEdit && (
        <>
          <Divider />
          <PaymentForm today={today} saving={record.isPending} onSubmit={(p) => record.mutateAsync(p)} />
        </>
      )}
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Pagos
        </Title>
        <PaymentsTable
          idEntidad={idEntidad}
          onReverse={mayEdit ? (payment) => reverse.mutate({ payment, fecha: today }) : undefined}
        />
      </Stack>
    </Stack>
  );
}
