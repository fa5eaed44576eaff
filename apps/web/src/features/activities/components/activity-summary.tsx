import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TActivityOffer } from '@portal/domain/activities/activity-availability';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { IconCalendar, IconClock, IconLanguage, IconUsers } from '@tabler/icons-react';
import { mediaUrl } from '@/shared/media-url';
import type { TStoredActivity } from '../model/activity-draft-store';
import { money } from '@/shared/money';
import { partyText } from '../model/party';
import classes from './activities.module.css';

const daysText = (n: number) => (n > 1 ? `${n} días` : n === 1 ? '1 día' : 'Medio día');

/** spec §2 activity detail: product name, days, description, languages, image and price. */
export function ActivitySummary({ offer, stored }: { offer: TActivityOffer; stored: TStoredActivity }) {
  const { rooming, fromDate } = stored.draft;
  return (
    <Stack gap="sm">
      <Title order={1} fz="h2">
        {offer.productName}
      </Title>
      <Group gap="xs">
        <Badge variant="default" size="lg" tt="none" leftSection={<IconClock size={14} aria-hidden />}>
          {daysText(offer.productDays)}
        </Badge>
        <Badge variant="default" size="lg" tt="none" leftSection={<IconCalendar size={14} aria-hidden />}>
          {formatDdMmYyyy(fromDate)}
        </Badge>
        <Badge variant="default" size="lg" tt="none" leftSection={<IconUsers size={14} aria-hidden />}>
          {partyText({ adults: rooming.adultCount, childAges: rooming.childAges })}
        </Badge>
        {offer.languages.length > 0 && (
          <Badge variant="default" size="lg" tt="none" leftSection={<IconLanguage size={14} aria-hidden />}>
            Idiomas: {offer.languages.join(', ')}
          </Badge>
        )}
      </Group>
      {offer.productImage && (
        <Image
          src={mediaUrl(offer.productImage)}
          alt={offer.productName}
          h={240}
          radius="md"
          className={classes.image}
        />
      )}
      <Text className={classes.description}>{offer.productDescription}</Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} fz="h3">
          Desde {money(offer.price, offer.currencyCode)}
        </Text>
        <Text size="sm" c="dimmed">
          el grupo · {money(offer.tarifa, offer.currencyCode)} por adulto
        </Text>
      </Group>
    </Stack>
  );
}
