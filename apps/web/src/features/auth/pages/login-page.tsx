import '@mantine/core/styles/PasswordInput.layer.css';
import { Button, LoadingOverlay, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { ZLoginForm, type TLoginForm } from '@portal/domain/auth/login';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { afterLoginTarget, readLastRoute } from '../../../shared/auth/guard-logic';
import { toLoginRequest, useLogin } from '../api/login';
import { LoadingText } from '../components/loading-text';

export function LoginPage() {
  const form = useForm<TLoginForm>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
  });
  const navigate = useNavigate();
  const loginMutation = useLogin();

  // Keyboard users land on the field to fix (the errors come in the order of the fields).
  const focusFirstError = (errors: FormErrors) => {
    const [first] = Object.keys(errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = (values: TLoginForm) => {
    loginMutation.mutate(toLoginRequest(values), {
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
      <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-busy={loginMutation.isPending}>
        <Stack gap="md">
          <TextInput
            label="Usuario"
            name="username"
            autoComplete="username"
            leftSection={<IconUser size={16} aria-hidden />}
            {...form.getInputProps('username')}
            required
            autoFocus
          />
          <PasswordInput
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            {...form.getInputProps('password')}
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
