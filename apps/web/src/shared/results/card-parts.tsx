import { Badge, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// The pieces every product's result (a card, a hotel's room) is made of, so they read alike.

type IconBadgeProps = {
  icon: Icon;
  color?: string;
  /** light badges need their colour's contrast class (4.5:1, axe) */
  className?: string;
  children: ReactNode;
};

/** A fact of the result (a transfer's tag, a room's offer) as a light badge led by its icon. */
export function IconBadge({ icon: BadgeIcon, children, ...badge }: IconBadgeProps) {
  return (
    <Badge variant="light" tt="none" leftSection={<BadgeIcon size={12} aria-hidden />} {...badge}>
      {children}
    </Badge>
  );
}

type ProductCodeProps = {
  code: string;
  /** which code it is ('Código ACRISS'), on hover */
  title: string;
  /** what the code stands for (the activity's type, the car's category) */
  kind: string;
  /** more about the product on the same line */
  children?: ReactNode;
};

/** The product's code as an outlined badge, then what kind of product it is. */
export function ProductCode({ code, title, kind, children }: ProductCodeProps) {
  return (
    <Group gap="xs">
      <Badge variant="outline" tt="none" title={title}>
        {code}
      </Badge>
      <Text size="sm">{kind}</Text>
      {children}
    </Group>
  );
}

type InfoButtonProps = {
  onClick: () => void;
  /** 'xs': beside a heading; 'sm': among the result's own buttons */
  size?: 'xs' | 'sm';
  variant?: 'subtle' | 'default';
  /** names which result it tells about when a list holds several */
  'aria-label'?: string;
  children: ReactNode;
};

/** The button that opens what more there is to know about a result (its dialog). */
export function InfoButton({ size = 'sm', variant = 'subtle', children, ...button }: InfoButtonProps) {
  const icon = <IconInfoCircle size={size === 'sm' ? 16 : 14} aria-hidden />;
  return (
    <Button size={size} variant={variant} leftSection={icon} {...button}>
      {children}
    </Button>
  );
}

type PriceProps = {
  price: string;
  /** what the price covers ('por estadía', 'Total del grupo') */
  note: ReactNode;
  /** 'xl': a card's only price; 'lg': one of the rooms listed in a card */
  size: 'lg' | 'xl';
};

/** A result's price in bold with, under it, what it covers. */
export function PriceWithNote({ price, note, size }: PriceProps) {
  return (
    <div>
      <Text fw={800} fz={size} lh={1.1}>
        {price}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </div>
  );
}
