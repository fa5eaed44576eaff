import '@mantine/core/styles/Badge.layer.css';
import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A state in words on its colour's tint, with a dot of that colour: colour alone says nothing to
 * a screen reader or on a grey print. The words are in the text colour, since even shade 9 of
 * green on its own tint fails axe contrast.
 */
export function DotBadge({ color, children, ...rest }: BadgeProps & { color: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: '0.5em',
            height: '0.5em',
            borderRadius: '50%',
            background: `var(--mantine-color-${color}-filled)`,
          }}
        />
      }
      vars={() => ({ root: { '--badge-color': 'var(--mantine-color-text)' } })}
      {...rest}
    >
      {children}
    </Badge>
  );
}
