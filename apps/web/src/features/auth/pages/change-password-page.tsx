import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain/messages';
import {
  PASSWORD_MAX_LENGTH,
  USER_MESSAGES,
  ZChangePasswordForm,
  type TChangePasswordForm,
} from '@portal/domain/admin/users';
import { ApiError } from '@/shared/api-client';
import { extendSession, useAuthStore } from '@/shared/auth/auth-store';
import { afterLoginTarget, readLastRoute } from '@/shared/auth/guard-logic';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { paths } from '@/shared/paths';
import { changeOwnPassword } from '../api/change-password';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { usePasswordJudge } from '../model/use-password-judge';

const toggle = { 'aria-label': 'Mostrar u ocultar lo escrito' };

/**
 * /cambiar-clave (issue 31): every user changes their own password here; after a login with a
 * temporary one the guard keeps them here until it is changed. The meter is the API's judge.
 */
export function ChangePasswordPage() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const judge = usePasswordJudge();
  const temporary = user?.debeCambiarClave === true;
  const userInputs = [user?.username ?? '', user?.nombre ?? ''];
  const form = useForm<TChangePasswordForm>({
    initialValues: { actual: '', nueva: '', repetir: '' },
    validate: (values) => {
      const errors = schemaResolver(ZChangePasswordForm, { sync: true })(values);
      if (errors.nueva || !values.nueva) return errors;
      if (values.nueva === values.actual) return { ...errors, nueva: USER_MESSAGES.sameAsCurrent };
      const verdict = judge?.(values.nueva, userInputs);
      return verdict && !verdict.ok ? { ...errors, nueva: verdict.message } : errors;
    },
  });
  const passwordField = (name: keyof TChangePasswordForm) => ({
    maxLength: PASSWORD_MAX_LENGTH,
    visibilityToggleButtonProps: toggle,
    required: true,
    ...form.getInputProps(name),
  });
  const nueva = form.getValues().nueva;
  const verdict = judge && nueva ? judge(nueva, userInputs) : null;

  const change = useMutation({
    mutationFn: ({ actual, nueva: next }: TChangePasswordForm) => changeOwnPassword({ actual, nueva: next }),
    onSuccess: () => {
      if (user?.debeCambiarClave) {
        const { debeCambiarClave: _done, ...session } = user;
        extendSession(session);
      }
      notifications.show({ color: 'teal', title: 'Listo', message: 'Su contraseña fue cambiada.' });
      // back where the user was, unless that was this page (a temporary password led here)
      const last = afterLoginTarget(readLastRoute());
      navigate(last.startsWith(paths.changePassword.getHref()) ? paths.home.getHref() : last, {
        replace: true,
      });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : MESSAGES.serverError;
      form.setFieldError(message === USER_MESSAGES.currentWrong ? 'actual' : 'nueva', message);
    },
  });

  return (
    <Stack maw={480} mx="auto" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 0 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz="h2">
            Cambiar contraseña
          </Title>
          <Text c="dimmed" size="sm">
            Al menos 10 caracteres, difícil de adivinar: varias palabras poco comunes, sin su nombre ni su
            usuario.
          </Text>
        </Stack>
        {temporary && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
            Su contraseña es temporal. Elija una nueva para seguir usando el portal.
          </Alert>
        )}
        <form
          onSubmit={form.onSubmit((values) => change.mutate(values), focusFirstError(form))}
          noValidate
          aria-busy={change.isPending}
        >
          <Stack gap="md">
            <PasswordInput
              label={temporary ? 'Contraseña temporal' : 'Contraseña actual'}
              autoComplete="current-password"
              autoFocus
              {...passwordField('actual')}
            />
            <PasswordInput label="Contraseña nueva" autoComplete="new-password" {...passwordField('nueva')} />
            <PasswordStrengthMeter verdict={verdict} />
            <PasswordInput
              label="Repetir contraseña nueva"
              autoComplete="new-password"
              {...passwordField('repetir')}
            />
            <Button type="submit" size="md" fullWidth loading={change.isPending}>
              Cambiar contraseña
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
