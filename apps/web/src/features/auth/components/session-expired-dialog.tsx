import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZLoginForm, type TLoginForm } from '@portal/domain/auth/login';
import { MESSAGES } from '@portal/domain/messages';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  endSession,
  registerReauthDialog,
  settleReauth,
  useAuthStore,
} from '../../../shared/auth/auth-store';
import type { TSession } from '../../../shared/auth/session-cookie';
import { loginAgain, toLoginRequest } from '../api/login';

/**
 * The session ended while the agent was working (issue 11, item 7): they log in again over
 * the page, and what they were doing goes on (the refused requests are sent again); the
 * cart, the order and the typed passengers never leave the page. 'Salir' goes to login.
 */
export function SessionExpiredDialog() {
  const opened = useAuthStore((s) => s.reauth);
  const user = useAuthStore((s) => s.user);
  useEffect(() => registerReauthDialog(), []);

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
  const form = useForm<TLoginForm>({
    initialValues: { username: known ?? '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
  });
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
          {...form.getInputProps('username')}
          required
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar lo escrito' }}
          data-autofocus
          {...form.getInputProps('password')}
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
