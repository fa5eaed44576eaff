import { Button, Group, Modal, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { ReactNode } from 'react';
import classes from './results.module.css';

type Props<T> = {
  /** what the dialog tells about; null: closed */
  item: T | null;
  onClose: () => void;
  title: ReactNode;
  /** the title in bold, larger: a fixed title ('Detalles de la actividad') over the item's name */
  boldTitle?: boolean;
  centered?: boolean;
  gap?: 'sm' | 'md';
  /** 'filled': Cerrar is the dialog's only way on (nothing to choose in it) */
  closeVariant?: 'default' | 'filled';
  /** buttons after Cerrar (choose what the dialog shows) */
  actions?: (item: T) => ReactNode;
  /** the body, given the item: it closes with its own 'Cerrar' under the body */
  children: (item: T) => ReactNode;
};

/** 'Más información' of a result (spec §9: 600px at most, 90% wide), closed by its × or 'Cerrar'. */
export function InfoDialog<T>(props: Props<T>) {
  const {
    item,
    onClose,
    title,
    boldTitle,
    centered,
    gap = 'sm',
    closeVariant = 'default',
    actions,
    children,
  } = props;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={title}
      size="90%"
      centered={centered}
      classNames={{ content: classes.dialog, title: boldTitle ? classes.dialogTitle : undefined }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {item !== null && (
        <Stack gap={gap}>
          {children(item)}
          <Group justify="flex-end" gap={actions ? 'xs' : undefined}>
            <Button variant={closeVariant} onClick={onClose}>
              {MESSAGES.close}
            </Button>
            {actions?.(item)}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
