import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/List.layer.css';
import { List, Progress, Stack, Text } from '@mantine/core';
import type { TPasswordVerdict } from '@portal/domain/admin/password-strength';

const COLORS = ['red', 'orange', 'yellow', 'teal', 'green'] as const;

/** How strong the typed password is, as the API will judge it, with the judge's advice. */
export function PasswordStrengthMeter({ verdict }: { verdict: TPasswordVerdict | null }) {
  if (!verdict) return null;
  const { score, label, ok, feedback } = verdict;
  return (
    <Stack gap={6}>
      <Progress.Root size="sm">
        <Progress.Section
          value={(score + 1) * 20}
          color={COLORS[score]}
          aria-label="Seguridad de la contraseña"
          aria-valuetext={label}
        />
      </Progress.Root>
      <Text size="sm" aria-live="polite">
        Seguridad: <strong>{label}</strong>
        {ok ? ' — cumple los requisitos' : ''}
      </Text>
      {feedback.length > 0 && (
        <List size="sm" c="dimmed" spacing={2}>
          {feedback.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
