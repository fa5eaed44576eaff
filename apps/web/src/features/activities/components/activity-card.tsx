import { Badge, Button, Collapse, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TActivityProduct } from '@portal/domain/activities/static-data';
import type { IsoDate } from '@portal/domain/dates';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { ProductCode } from '@/shared/results/card-parts';
import { PictureCard } from '@/shared/results/picture-card';
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

  return (
    <PictureCard
      data-testid="activity-card"
      title={product.productName}
      badge={
        <Badge color="teal" variant="light" className={classes.tag} style={{ flexShrink: 0 }}>
          Disponible
        </Badge>
      }
      image={product.productImage}
      imageHeight={170}
      imageClassName={classes.image}
    >
      <ProductCode code={product.productCode} title="Código de la actividad" kind={product.productTypeName}>
        <Text size="sm" c="dimmed">
          · {daysText(product.productDays)}
        </Text>
      </ProductCode>
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
    </PictureCard>
  );
}
