import { Alert, List, Text, ThemeIcon } from '@mantine/core';
import { DINING_PLAN_NOTES, DINING_PLAN_TEXT, DINING_PLAN_TITLE } from '@portal/domain/hotel-policy-texts';
import { detectDiningPlan } from '@portal/domain/small-rules';
import { IconToolsKitchen2 } from '@tabler/icons-react';

/**
 * spec §2, §9: a rate whose name says Quick Service / DQSDP or Disney Dining Plan / DDP shows
 * an icon and the plan's text; any other rate shows nothing.
 */
export function DiningPlanAlert({ rateName }: { rateName: string | null | undefined }) {
  const plan = detectDiningPlan(rateName);
  if (!plan) return null;
  return (
    <Alert
      variant="light"
      color="teal"
      title={DINING_PLAN_TITLE[plan]}
      icon={
        <ThemeIcon color="teal" variant="light" aria-hidden>
          <IconToolsKitchen2 size={18} />
        </ThemeIcon>
      }
    >
      <Text size="sm">{DINING_PLAN_TEXT[plan]}</Text>
      <List size="sm" mt={4}>
        {DINING_PLAN_NOTES.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
