import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { TParkId } from '@portal/domain/tickets/parks';
import { useTicketInfo } from '../api/get-ticket-info';
import type { TOffer } from '../api/search-tickets';

type Props = { park: TParkId; offer: TOffer | null; date: string; onClose: () => void };

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="h6">
        {title}
      </Title>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

/** spec §2: the ticket info dialog, usage window and cancellation policy (max 600px / 90%). */
export function TicketInfoDialog({ park, offer, date, onClose }: Props) {
  const info = useTicketInfo(park, offer?.codeAdult ?? '', date, offer !== null);
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={offer?.name}
      size="min(600px, 90%)"
      centered
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      <Stack gap="md">
        {info.isPending && (
          <Stack gap="xs" aria-busy>
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="70%" />
          </Stack>
        )}
        {info.isError && <Alert color="red">{info.error.message}</Alert>}
        {info.data && (
          <>
            {info.data.usageWindow && <Section title="Período de uso" text={info.data.usageWindow} />}
            <Section
              title={park === 'universal' ? 'Política de uso y cancelación' : 'Política de cancelación'}
              text={info.data.cancelPolicy}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{MESSAGES.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
