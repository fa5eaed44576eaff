import { Fieldset, Group, Radio, Stack, Text } from '@mantine/core';
import type { TActivityConcept, TActivityOffer } from '@portal/domain/activities/activity-availability';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { money } from '@/shared/money';
import { slotValue } from '../model/activity-detail';
import classes from './activities.module.css';

type Props = {
  offer: TActivityOffer;
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
};

function Option({
  concept,
  currency,
}: {
  concept: TActivityConcept;
  currency: TActivityOffer['currencyCode'];
}) {
  return (
    <Fieldset legend={concept.conceptName} variant="filled" data-testid="activity-option">
      <Stack gap="xs">
        {concept.conceptDescription && <Text size="sm">{concept.conceptDescription}</Text>}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {formatDdMmYyyy(concept.fecha)}
            </Text>
            {concept.detalles.map((d) => (
              <Text key={d.detailName} size="sm">
                {d.detailName}: {money(d.total, currency)}
              </Text>
            ))}
          </Stack>
          <Text fw={700} fz="lg">
            {money(concept.total, currency)}
          </Text>
        </Group>
        {concept.horarios.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sin horarios disponibles para este grupo.
          </Text>
        ) : (
          <div className={classes.slots}>
            {concept.horarios.map((horario) => (
              <Radio
                key={horario}
                value={slotValue({ conceptBookingCode: concept.conceptBookingCode, horario })}
                label={horario}
                classNames={{ root: classes.slot }}
              />
            ))}
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * spec §2, §4 the options of the activity with their price lines and free time slots: one radio
 * group over every slot of every option (arrow keys move within it), an option per fieldset.
 */
export function ActivityOptions({ offer, value, onChange, error }: Props) {
  return (
    <Radio.Group
      label="Opciones y horarios"
      description="Elija un horario"
      value={value}
      onChange={onChange}
      error={error}
      required
    >
      <Stack gap="sm" mt="xs">
        {offer.concepts.map((concept) => (
          <Option key={concept.conceptBookingCode} concept={concept} currency={offer.currencyCode} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
