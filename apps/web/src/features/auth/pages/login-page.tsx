import '@mantine/core/styles/PasswordInput.layer.css';
import { Button, LoadingOverlay, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { ZLoginRequest } from '@portal/domain/auth/login';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { afterLoginTarget, readLastRoute } from '../../../shared/auth/guard-logic';
import { toLoginRequest, useLogin } from '../api/login';
import { LoadingText } from '../components/loading-text';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const loginMutation = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toLoginRequest({ username, password });
    const parsed = ZLoginRequest.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !fieldErrors[field])
          fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: () => {
        notifications.clean();
        navigate(afterLoginTarget(readLastRoute()), { replace: true });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'No se pudo ingresar',
          message: error.message || MESSAGES.invalidCredentials,
          position: 'top-right',
        });
      },
    });
  };

  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} pos="relative">
      <LoadingOverlay
        visible={loginMutation.isPending}
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
      <form onSubmit={submit} noValidate aria-busy={loginMutation.isPending}>
        <Stack gap="md">
          <TextInput
            label="Usuario"
            name="username"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
            required
            autoFocus
          />
          <PasswordInput
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar lo escrito' }}
            required
          />
          <Button type="submit" size="md" fullWidth>
            Ingresar
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
