import '@mantine/core/styles/PasswordInput.layer.css';
import { Button, LoadingOverlay, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TLoginForm } from '@portal/domain/auth/login';
import { MESSAGES } from '@portal/domain/messages';
import { useMounted } from '@mantine/hooks';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginTarget, readLastRoute } from '@/shared/auth/guard-logic';
import { paths } from '@/shared/paths';
import { login, toLoginRequest } from '../api/login';
import { LoadingText } from '../components/loading-text';
import { useLoginForm } from '../model/use-login-form';

// The first screen of the portal: no zod, form library or query cache here (issue 19, page
// weight); the one call is a plain async function.
export function LoginPage() {
  const form = useLoginForm({ username: '', password: '' });
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // The server's page shows before the portal's code has come (issue 34): until it has taken
  // the form over, 'Ingresar' is off, as a form sent then would reach no login answer.
  const ready = useMounted();

  const submit = async (values: TLoginForm) => {
    setPending(true);
    try {
      const session = await login(toLoginRequest(values));
      notifications.clean();
      // a temporary password is changed first (issue 31); the guard keeps the user there
      const target = session.debeCambiarClave
        ? paths.changePassword.getHref()
        : afterLoginTarget(readLastRoute());
      navigate(target, { replace: true });
    } catch (error) {
      setPending(false);
      notifications.show({
        color: 'red',
        title: 'No se pudo ingresar',
        message: (error instanceof Error && error.message) || MESSAGES.invalidCredentials,
        position: 'top-right',
      });
    }
  };

  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} pos="relative">
      <LoadingOverlay
        visible={pending}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ children: <LoadingText /> }}
      />
      <Stack gap={4} mb="lg">
        <Title order={1} fz="h2">
          Iniciar sesión
        </Title>
        <Text c="dimmed" size="sm">
          Ingrese con el usuario de su agencia.
        </Text>
      </Stack>
      {/* post: a form the server rendered, sent before the portal's code has taken it over,
          must never put the password in the address (a GET would) */}
      <form method="post" onSubmit={form.onSubmit(submit)} noValidate aria-busy={pending}>
        <Stack gap="md">
          <TextInput
            label="Usuario"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            {...form.inputProps('username')}
            required
            autoFocus
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            {...form.inputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar lo escrito' }}
            required
          />
          <Button type="submit" size="md" fullWidth disabled={!ready}>
            Ingresar
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
