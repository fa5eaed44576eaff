import '@mantine/core/styles/Code.layer.css';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { TUserWithPassword } from '@portal/domain/admin/users';

/**
 * The temporary password of a new user or of a reset, shown this once: the server keeps only
 * its hash. The dialog closes only by its button, so a stray click cannot lose it.
 */
export function TemporaryPasswordDialog({
  user,
  onClose,
}: {
  user: TUserWithPassword | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Contraseña temporal"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm">
            Entregue esta contraseña a <strong>{user.nombre}</strong> (usuario{' '}
            <strong>{user.username}</strong>). Al ingresar deberá cambiarla.
          </Text>
          <Code block fz="xl" ta="center" aria-label="Contraseña temporal" data-testid="clave-temporal">
            {user.claveTemporal}
          </Code>
          <Alert color="yellow" icon={<IconKey size={18} aria-hidden />} p="xs">
            No se volverá a mostrar: cópiela ahora.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={user.claveTemporal}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                >
                  {copied ? 'Copiada' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Listo</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
