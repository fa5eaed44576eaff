import { Group, Text, type GroupProps } from '@mantine/core';
import logoMark from '../assets/logo-mark.svg';
import { config } from '../config';

type BrandProps = GroupProps & { size?: number; inverted?: boolean };

/** The logo: our mark next to the configured company name. */
export function Brand({ size = 36, inverted = false, ...props }: BrandProps) {
  return (
    <Group gap="xs" wrap="nowrap" {...props}>
      <img src={logoMark} alt="" width={size} height={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.6}
        lh={1}
        c={inverted ? 'white' : undefined}
        style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
      >
        {config.companyName}
      </Text>
    </Group>
  );
}
