import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

type TDialogProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'closeButtonProps'> & {
  /** a long form takes the whole screen of a phone */
  fullScreenOnPhone?: boolean;
  /** the form, mounted afresh each time the dialog opens */
  children: ReactNode;
};

/** The frame of a back-office create or edit form. */
export function AdminFormDialog({ opened, fullScreenOnPhone, children, ...rest }: TDialogProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} {...rest} fullScreen={fullScreenOnPhone ? phone : undefined} centered>
      {opened && children}
    </Modal>
  );
}

type TFormProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  onCancel: () => void;
  /** the submit button's text ('Crear usuario', 'Guardar cambios') */
  submitLabel: string;
  children: ReactNode;
};

/** A back-office form: its fields, then cancel and submit, the latter waiting while it saves. */
export function AdminForm({ onSubmit, saving, onCancel, submitLabel, children }: TFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={saving}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a screen gives its create or edit dialog. */
export type TFormDialogProps<Request> = {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (request: Request) => void;
};

/** What the dialog gives the form inside it. */
export type TDialogFormProps<Request> = Omit<TFormDialogProps<Request>, 'opened' | 'onClose'> & {
  onCancel: () => void;
};
