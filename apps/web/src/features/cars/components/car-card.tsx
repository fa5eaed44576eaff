import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TCarRate, TVehicle } from '@portal/domain/cars/search-availability';
import {
  IconAirConditioning,
  IconDoor,
  IconFileText,
  IconManualGearbox,
  IconRoad,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { money } from '@/shared/money';
import { ProductCode } from '@/shared/results/card-parts';
import { PictureCard } from '@/shared/results/picture-card';
import { categoryLetter, categoryName } from '../model/car-filters';
import classes from './cars.module.css';
import { CoverageBadges } from './coverage-badges';
import { perDay } from './money';

type Props = {
  vehicle: TVehicle;
  onDetail: (rate: TCarRate) => void;
  onChoose: (rate: TCarRate) => void;
  onTerms: () => void;
};

function Feature({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{text}</Text>
    </Group>
  );
}

function RateRow({
  rate,
  onDetail,
  onChoose,
}: {
  rate: TCarRate;
  onDetail: () => void;
  onChoose: () => void;
}) {
  return (
    <Stack gap={6} className={classes.rate} data-testid="car-rate">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>{rate.nombreTarifa}</Text>
          <Text size="xs" c="dimmed">
            {perDay(rate.tarifa, rate.rentalDays, rate.moneda)} por día · {rate.rentalDays} días
          </Text>
        </div>
        <Text fw={700} fz="lg" ta="right">
          {money(rate.tarifa, rate.moneda)}
        </Text>
      </Group>
      {rate.rateDistance.ilimitado && (
        <Feature icon={<IconRoad size={16} aria-hidden />} text="Kilometraje ilimitado" />
      )}
      <CoverageBadges rate={rate} />
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={onDetail}>
          Ver detalle
        </Button>
        <Button size="compact-sm" onClick={onChoose}>
          Elegir
        </Button>
      </Group>
    </Stack>
  );
}

/** One car of the results (spec §3 Vehicle): picture, name, features and each of its rates. */
export function CarCard({ vehicle, onDetail, onChoose, onTerms }: Props) {
  const letter = categoryLetter(vehicle);
  return (
    <PictureCard
      data-testid="car-card"
      title={vehicle.nombreVehiculo}
      subtitle={vehicle.modelo}
      badge={
        <Badge color={vehicle.brand === 'AVIS' ? 'red' : 'orange'} variant="filled">
          {vehicle.brand}
        </Badge>
      }
      image={vehicle.imgUrl}
      imageAlt={vehicle.nombreVehiculo}
      imageHeight={160}
      imageClassName={classes.image}
    >
      <ProductCode code={vehicle.codigoCategoria} title="Código ACRISS" kind={categoryName(letter)} />
      <Group gap="md">
        <Feature icon={<IconUsers size={16} aria-hidden />} text={`${vehicle.asientos} asientos`} />
        <Feature icon={<IconDoor size={16} aria-hidden />} text={`${vehicle.puertas} puertas`} />
        {vehicle.aireAcond && (
          <Feature icon={<IconAirConditioning size={16} aria-hidden />} text="Aire acondicionado" />
        )}
        <Feature icon={<IconManualGearbox size={16} aria-hidden />} text={vehicle.transmision} />
      </Group>
      {vehicle.tarifas.map((rate) => (
        <RateRow
          key={rate.codigoTarifa}
          rate={rate}
          onDetail={() => onDetail(rate)}
          onChoose={() => onChoose(rate)}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconFileText size={14} aria-hidden />}
        onClick={onTerms}
      >
        Condiciones
      </Button>
    </PictureCard>
  );
}
