import '../components/reservations-styles';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { TReservationDetail } from '@portal/domain/reservations/reservation-list';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/shared/api-client';
import { PageLoader } from '@/shared/page-loader';
import { paths } from '@/shared/paths';
import { StatusPage } from '@/shared/status-page';
import { useReservation } from '../api/get-reservation';
import { CancellationSection } from '../components/cancellation-section';
import { ListError } from '../components/list-states';
import { MarginLines } from '../components/margin-lines';
import { AmountLines, InfoLine, PassengerLines } from '../components/reservation-lines';
import { StatusBadge } from '../components/status-badge';
import { StatusTimeline } from '../components/status-timeline';
import { datesLabel, formatDateTime, MODULE_LABELS, serviceDates } from '../model/labels';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const BackLink = () => (
  <Anchor component={Link} to={paths.myReservations.list.getHref()} size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={14} aria-hidden /> Volver a Mis reservas
    </Group>
  </Anchor>
);

function Detail({ r }: { r: TReservationDetail }) {
  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h2">
          Reserva N° {r.id}
        </Title>
        <StatusBadge status={r.status} size="lg" />
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={r.productName} id="detalle-producto">
              <Stack gap={4} role="list" aria-label="Datos de la reserva">
                <InfoLine label="Producto" value={MODULE_LABELS[r.module]} />
                <InfoLine
                  label={datesLabel(r.checkin, r.checkout)}
                  value={serviceDates(r.checkin, r.checkout)}
                />
                <InfoLine label="Nuestro código" value={`N° ${r.id}`} />
                <InfoLine label="Código del proveedor" value={r.supplierRef || MESSAGES.missingValue} />
                <InfoLine label="Proveedor" value={r.supplier || MESSAGES.missingValue} />
                {(r.entidad || r.idEntidad) && (
                  <InfoLine label="Cliente" value={r.entidad ?? MESSAGES.missingValue} />
                )}
                <InfoLine label="Reservada el" value={formatDateTime(r.createdAt)} />
              </Stack>
              {r.errorMessage && (
                <Text size="sm" c="red">
                  {r.errorMessage}
                </Text>
              )}
              <PassengerLines passengers={r.passengers} />
              <AmountLines r={r} />
              <MarginLines r={r} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title="Voucher y cancelación" id="detalle-cancelacion">
              <CancellationSection reservation={r} />
            </Section>
            <Section title="Historial" id="detalle-historial">
              <StatusTimeline history={r.history} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /mis-reservas/:id (ours, issue 18): one booking with its history, voucher and cancellation. */
export function ReservationDetailPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const query = useReservation(id);
  const notFound = id === 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (notFound)
    return (
      <StatusPage
        icon={<IconFileOff size={34} aria-hidden />}
        title="Reserva no encontrada"
        text={id === 0 ? 'La dirección no indica una reserva.' : query.error!.message}
        action={
          <Button component={Link} to={paths.myReservations.list.getHref()} variant="light">
            Volver a Mis reservas
          </Button>
        }
      />
    );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack gap="md">
        <BackLink />
        <ListError
          message={query.error.message}
          onRetry={() => query.refetch()}
          title="No se pudo cargar la reserva"
        />
      </Stack>
    );
  return <Detail r={query.data} />;
}
