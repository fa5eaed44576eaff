import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CONDICIONES_IVA,
  ZEntityCreate,
  type TEntityCreate,
  type TEntityRow,
} from '@portal/domain/admin/entities';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import {
  AdminForm,
  AdminFormDialog,
  type TDialogFormProps,
  type TFormDialogProps,
} from '../components/admin-form-dialog';
import { CuitInput } from './cuit-input';
import { useEntityAgents } from './entities-api';

/** What the form holds: every text as typed ('' when empty), the agents by id. */
type TEntityFormValues = {
  razonSocial: string;
  cuit: string;
  condicionIva: string;
  email: string;
  telefono: string;
  direccion: string;
  agentes: string[];
};

const FIELD_ORDER = ['razonSocial', 'cuit', 'condicionIva', 'email', 'telefono', 'direccion', 'agentes'];

const valuesOf = (entity: TEntityRow | null): TEntityFormValues => ({
  razonSocial: entity?.razonSocial ?? '',
  cuit: entity?.cuit ?? '',
  condicionIva: entity?.condicionIva ?? '',
  email: entity?.email ?? '',
  telefono: entity?.telefono ?? '',
  direccion: entity?.direccion ?? '',
  agentes: entity?.agentes.map((a) => String(a.id)) ?? [],
});

/** The request: texts trimmed, an empty contact field sent empty (the API clears it). */
const requestOf = (v: TEntityFormValues): TEntityCreate => ({
  razonSocial: v.razonSocial.trim(),
  cuit: v.cuit.trim(),
  condicionIva: v.condicionIva as TEntityCreate['condicionIva'],
  email: v.email.trim(),
  telefono: v.telefono.trim(),
  direccion: v.direccion.trim(),
  agentes: v.agentes.map(Number),
});

type Props = TFormDialogProps<TEntityCreate> & {
  /** null: a new entity; otherwise the entity edited */
  entity: TEntityRow | null;
};

/** Create or edit a client entity (issue 31, item 3): the domain's schema checks it before it is sent. */
export function EntityFormDialog({ entity, opened, onClose, ...rest }: Props) {
  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={entity ? `Editar ${entity.razonSocial}` : 'Nueva entidad'}
      size="lg"
    >
      <EntityForm key={entity?.idEntidad ?? 'new'} entity={entity} onCancel={onClose} {...rest} />
    </AdminFormDialog>
  );
}

function EntityForm({
  entity,
  onSubmit,
  ...rest
}: TDialogFormProps<TEntityCreate> & { entity: TEntityRow | null }) {
  const form = useForm<TEntityFormValues>({
    initialValues: valuesOf(entity),
    validate: (values) => schemaResolver(ZEntityCreate, { sync: true })(requestOf(values)),
  });
  const agents = useEntityAgents(true);
  const known = new Map((entity?.agentes ?? []).map((a) => [String(a.id), a]));
  for (const a of agents.data ?? []) known.set(String(a.id), a);
  const agentOptions = [...known.values()].map((a) => ({
    value: String(a.id),
    label: `${a.nombre} (${a.username})`,
  }));

  return (
    <AdminForm
      onSubmit={form.onSubmit((v) => onSubmit(requestOf(v)), focusFirstError(form, FIELD_ORDER))}
      submitLabel={entity ? 'Guardar cambios' : 'Crear entidad'}
      {...rest}
    >
      <TextInput
        label="Razón social"
        maxLength={200}
        required
        data-autofocus
        {...form.getInputProps('razonSocial')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CuitInput
          {...form.getInputProps('cuit')}
          value={form.getValues().cuit}
          onChange={(v) => form.setFieldValue('cuit', v)}
        />
        <Select
          label="Condición frente al IVA"
          placeholder="Elegir"
          data={[...CONDICIONES_IVA]}
          allowDeselect={false}
          required
          {...form.getInputProps('condicionIva')}
          value={form.getValues().condicionIva || null}
          onChange={(v) => form.setFieldValue('condicionIva', v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          maxLength={200}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          placeholder="+54 11 4321-5678"
          maxLength={40}
          {...form.getInputProps('telefono')}
        />
      </SimpleGrid>
      <TextInput label="Dirección" maxLength={300} {...form.getInputProps('direccion')} />
      <MultiSelect
        label="Agentes AS"
        description="Quienes reservan para esta entidad. Solo se ofrecen los agentes AS activos."
        placeholder={form.getValues().agentes.length === 0 ? 'Elegir agentes' : undefined}
        data={agentOptions}
        searchable
        hidePickedOptions
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar todos los agentes' }}
        nothingFoundMessage={agents.isFetching ? 'Buscando…' : 'No hay agentes AS activos con ese nombre'}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('agentes')}
      />
    </AdminForm>
  );
}
