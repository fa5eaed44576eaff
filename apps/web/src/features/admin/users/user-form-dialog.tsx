import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ROLES } from '@portal/domain/admin/permissions';
import { AS_AGENT_NIVEL } from '@portal/domain/auth/session-rules';
import { userEntitiesError, ZUserCreate, type TUserCreate, type TUserRow } from '@portal/domain/admin/users';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import {
  AdminForm,
  AdminFormDialog,
  type TDialogFormProps,
  type TFormDialogProps,
} from '../components/admin-form-dialog';
import { EntityMultiSelect } from './entity-multi-select';

/** What the form holds: the request's shape, with the number field empty until typed. */
type TUserFormValues = Omit<TUserCreate, 'uws' | 'entidades'> & { uws: number | ''; entidades: number[] };

const ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.nivel), label: r.label }));
const ZUserEditForm = ZUserCreate.omit({ username: true });
const FIELD_ORDER = ['username', 'nombre', 'nivel', 'uws', 'entidades'];

const valuesOf = (user: TUserRow | null): TUserFormValues =>
  user
    ? {
        username: user.username,
        nombre: user.nombre,
        nivel: user.nivel,
        uws: user.uws,
        entidades: user.entidades.map((e) => e.idEntidad),
      }
    : { username: '', nombre: '', nivel: 1, uws: '', entidades: [] };

/** The request: an AS agent's entities, nobody else's. */
const requestOf = (values: TUserFormValues): TUserCreate => ({
  ...values,
  username: values.username.trim(),
  nombre: values.nombre.trim(),
  uws: Number(values.uws),
  entidades: values.nivel === AS_AGENT_NIVEL ? values.entidades : [],
});

type Props = TFormDialogProps<TUserCreate> & {
  /** null: a new user; otherwise the user edited */
  user: TUserRow | null;
};

/** Create or edit a user (issue 31, item 2): the domain's schema checks it before it is sent. */
export function UserFormDialog({ user, opened, onClose, ...rest }: Props) {
  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={user ? `Editar usuario ${user.username}` : 'Nuevo usuario'}
      size="lg"
    >
      <UserForm key={user?.id ?? 'new'} user={user} onCancel={onClose} {...rest} />
    </AdminFormDialog>
  );
}

function UserForm({ user, onSubmit, ...rest }: TDialogFormProps<TUserCreate> & { user: TUserRow | null }) {
  const schema = user ? ZUserEditForm : ZUserCreate;
  const form = useForm<TUserFormValues>({
    initialValues: valuesOf(user),
    validate: (values) => {
      const request = requestOf(values);
      const errors = schemaResolver(schema, { sync: true })({ ...request, uws: values.uws });
      const entities = userEntitiesError(request.nivel, request.entidades);
      return entities ? { ...errors, entidades: entities } : errors;
    },
  });
  const values = form.getValues();

  return (
    <AdminForm
      onSubmit={form.onSubmit((v) => onSubmit(requestOf(v)), focusFirstError(form, FIELD_ORDER))}
      submitLabel={user ? 'Guardar cambios' : 'Crear usuario'}
      {...rest}
    >
      <TextInput
        label="Usuario"
        description={
          user ? undefined : 'Minúsculas, números, punto, guion y guion bajo; no se puede cambiar.'
        }
        autoComplete="off"
        maxLength={100}
        required
        disabled={user !== null}
        data-autofocus={user ? undefined : true}
        {...form.getInputProps('username')}
      />
      <TextInput
        label="Nombre"
        maxLength={200}
        required
        data-autofocus={user ? true : undefined}
        {...form.getInputProps('nombre')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Rol"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps('nivel')}
          value={String(values.nivel)}
          onChange={(v) => form.setFieldValue('nivel', Number(v))}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label="UWS"
          description="Número de la agencia en el sistema de reservas"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          required
          {...form.getInputProps('uws')}
        />
      </SimpleGrid>
      {values.nivel === AS_AGENT_NIVEL && (
        <EntityMultiSelect
          value={values.entidades}
          onChange={(ids) => form.setFieldValue('entidades', ids)}
          known={user?.entidades ?? []}
          error={form.errors.entidades}
        />
      )}
    </AdminForm>
  );
}
