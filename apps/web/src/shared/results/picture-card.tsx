import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { mediaUrl } from '@/shared/media-url';
import { ResultCard } from '@/shared/results/card-grid';

type Props = {
  'data-testid': string;
  /** the product's name: the card's heading, which names the card */
  title: string;
  /** a dimmed line under the name (the car's model) */
  subtitle?: string;
  /** across from the name (availability, the car's brand) */
  badge?: ReactNode;
  /** the product's picture (a media path); none: the card starts at its name */
  image?: string;
  /** the picture's text: empty when the name already says what it shows */
  imageAlt?: string;
  imageHeight: 160 | 170;
  /** how the product's picture fills its band (its background, `object-fit`) */
  imageClassName?: string;
  children: ReactNode;
};

function CardHead({
  id,
  title,
  subtitle,
  badge,
}: Pick<Props, 'title' | 'subtitle' | 'badge'> & { id: string }) {
  const heading = (
    <Title order={2} fz="h4" id={id}>
      {title}
    </Title>
  );
  const named =
    subtitle === undefined ? (
      heading
    ) : (
      <div>
        {heading}
        <Text size="sm" c="dimmed">
          {subtitle}
        </Text>
      </div>
    );
  if (badge === undefined) return named;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      {named}
      {badge}
    </Group>
  );
}

/** A product's result card (activity, transfer, car): its picture across the top, its name, its body. */
export function PictureCard(props: Props) {
  const {
    'data-testid': testId,
    image,
    imageAlt = '',
    imageHeight,
    imageClassName,
    children,
    ...head
  } = props;
  const headingId = useId();
  return (
    <ResultCard data-testid={testId} aria-labelledby={headingId}>
      {image && (
        <Card.Section>
          <Image src={mediaUrl(image)} alt={imageAlt} h={imageHeight} className={imageClassName} />
        </Card.Section>
      )}
      <Stack gap="xs" mt="sm">
        <CardHead id={headingId} {...head} />
        {children}
      </Stack>
    </ResultCard>
  );
}
