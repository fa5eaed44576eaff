import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TLoginForm } from '@portal/domain/auth/login';
import { MESSAGES } from '@portal/domain/messages';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { endSession, settleReauth, useAuthStore } from '@/shared/auth/auth-store';
import type { TSession } from '@/shared/auth/session-cookie';
import { loginAgain, toLoginRequest } from '../api/login';
import { useLoginForm } from '../model/use-login-form';

/** The login dialog over the page (session-expired-dialog.tsx loads it when a session ends). */
export function ReauthDialog({ opened }: { opened: boolean }) {
  const user = useAuthStore((s) => s.user);

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={400}
      title="Su sesión venció"
    >
      {opened && <ReauthForm expired={user} />}
    </Modal>
  );
}

function ReauthForm({ expired }: { expired: TSession | null }) {
  const known = expired?.username;
  const form = useLoginForm({ username: known ?? '', password: '' });
  const login = useMutation({
    mutationFn: (values: TLoginForm) => loginAgain(toLoginRequest(values), expired),
    onSuccess: () => settleReauth(true),
  });
  const leave = () => endSession({ logout: false });

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Ingrese su contraseña para seguir donde estaba: el carrito, la orden y los datos de los pasajeros se
          conservan.
        </Text>
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {login.error.message || MESSAGES.invalidCredentials}
          </Alert>
        )}
        <TextInput
          label="Usuario"
          autoComplete="username"
          leftSection={<IconUser size={16} aria-hidden />}
          readOnly={Boolean(known)}
          {...form.inputProps('username')}
          required
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar lo escrito' }}
          data-autofocus
          {...form.inputProps('password')}
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={leave} disabled={login.isPending}>
            Salir
          </Button>
          <Button type="submit" loading={login.isPending}>
            Ingresar y continuar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
