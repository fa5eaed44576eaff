import { SegmentedControl, Stack, Text } from '@mantine/core';

type Props<V extends string> = {
  /** the label's id, unique on the page */
  id: string;
  label: string;
  data: readonly V[];
  value: V;
  onChange: (value: V) => void;
};

/** A segmented choice with a visible label above it, named by that label for screen readers. */
export function LabelledSegments<V extends string>({ id, label, data, value, onChange }: Props<V>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={[...data]}
        value={value}
        onChange={(v) => onChange(v as V)}
      />
    </Stack>
  );
}
