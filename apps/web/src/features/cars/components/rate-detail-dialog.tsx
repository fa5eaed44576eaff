import { List, Table, Text, Title } from '@mantine/core';
import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import { money } from '@/shared/money';
import { InfoDialog } from '@/shared/results/info-dialog';
import { coverageName } from './coverage-badges';

type Props = { choice: { vehicle: TVehicle; rate: TCarRate } | null; onClose: () => void };

function Charges({ title, charges }: { title: string; charges: TCarRate['vehicleCharges'] }) {
  if (charges.length === 0) return null;
  return (
    <>
      <Title order={3} fz="md">
        {title}
      </Title>
      <Table>
        <Table.Tbody>
          {charges.map((c) => (
            <Table.Tr key={`${c.purpose}-${c.descripcion}`}>
              <Table.Td>{c.descripcion}</Table.Td>
              <Table.Td ta="right">{money(c.monto, c.moneda)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** spec §2 car result dialog 'rate details': coverages, what is included, what the counter charges. */
export function RateDetailDialog({ choice, onClose }: Props) {
  return (
    <InfoDialog item={choice} onClose={onClose} title="Detalle de la tarifa" centered closeVariant="filled">
      {(choice) => (
        <>
          <div>
            <Text fw={700}>{choice.rate.nombreTarifa}</Text>
            <Text size="sm" c="dimmed">
              {choice.vehicle.brand} {choice.vehicle.nombreVehiculo} · {choice.rate.rentalDays} días ·{' '}
              {choice.rate.rateDistance.ilimitado ? 'Kilometraje ilimitado' : 'Kilometraje limitado'}
            </Text>
          </div>
          <Text fw={600}>Total de la tarifa: {money(choice.rate.tarifa, choice.rate.moneda)}</Text>
          <Title order={3} fz="md">
            Coberturas
          </Title>
          {choice.rate.pricedCoverages.length ? (
            <List size="sm">
              {choice.rate.pricedCoverages.map((c) => (
                <List.Item key={c.coverageCode}>{coverageName(c)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">Sin coberturas incluidas</Text>
          )}
          {choice.vehicle.inclusionTarifa.length > 0 && (
            <>
              <Title order={3} fz="md">
                La tarifa incluye
              </Title>
              <List size="sm">
                {choice.vehicle.inclusionTarifa.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            </>
          )}
          <Charges
            title="Cargos incluidos en la tarifa"
            charges={choice.rate.vehicleCharges.filter((c) => c.incluidoEnTarifa)}
          />
          <Charges
            title="A pagar en el mostrador"
            charges={choice.rate.vehicleCharges.filter((c) => !c.incluidoEnTarifa)}
          />
        </>
      )}
    </InfoDialog>
  );
}
