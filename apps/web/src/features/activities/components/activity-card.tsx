import { Badge, Button, Card, Collapse, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TActivityProduct } from '@portal/domain/activities/static-data';
import type { IsoDate } from '@portal/domain/dates';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { mediaUrl } from '@/shared/media-url';
import { ResultCard } from '@/shared/results/card-grid';
import { activityDateBounds, activityFormValues, firstSelectable } from '../model/activity-form';
import { DEFAULT_PARTY } from '../model/party';
import type { TActivitySearch } from '../model/search-params';
import { useActivitySearch } from '../model/use-activity-search';
import { ActivitySearchForm } from './activity-search-form';
import classes from './activities.module.css';

type Props = {
  product: TActivityProduct;
  stay: TActivitySearch;
  calendar: { today: IsoDate; isAgenteAS: boolean };
};

const daysText = (n: number) => (n > 1 ? `${n} días` : n === 1 ? '1 día' : 'Medio día');

/**
 * spec §2 activity card: product name, code, type name, 'Disponible' badge and the
 * expandable 'Quiero Reservar!' form; its Buscar goes to the detail (spec §4).
 */
export function ActivityCard({ product, stay, calendar }: Props) {
  const [open, { toggle }] = useDisclosure(false);
  const formId = useId();
  const activity = useActivitySearch(product, stay);
  const bounds = activityDateBounds(stay, product, calendar);
  const headingId = `${formId}-title`;

  return (
    <ResultCard data-testid="activity-card" aria-labelledby={headingId}>
      {product.productImage && (
        <Card.Section>
          <Image src={mediaUrl(product.productImage)} alt="" h={170} className={classes.image} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h4" id={headingId}>
            {product.productName}
          </Title>
          <Badge color="teal" variant="light" className={classes.tag} style={{ flexShrink: 0 }}>
            Disponible
          </Badge>
        </Group>
        <Group gap="xs">
          <Badge variant="outline" tt="none" title="Código de la actividad">
            {product.productCode}
          </Badge>
          <Text size="sm">{product.productTypeName}</Text>
          <Text size="sm" c="dimmed">
            · {daysText(product.productDays)}
          </Text>
        </Group>
        {product.productDescription && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {product.productDescription}
          </Text>
        )}
        <Button
          variant={open ? 'light' : 'filled'}
          onClick={toggle}
          aria-expanded={open}
          aria-controls={formId}
          rightSection={
            open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
        >
          Quiero Reservar!
        </Button>
        <Collapse expanded={open} id={formId}>
          {open && (
            <ActivitySearchForm
              initial={activityFormValues(DEFAULT_PARTY, firstSelectable(bounds))}
              bounds={bounds}
              calendar={calendar}
              pending={activity.pending}
              message={activity.message}
              onSearch={(choice) => void activity.search(choice)}
            />
          )}
        </Collapse>
      </Stack>
    </ResultCard>
  );
}
