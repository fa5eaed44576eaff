import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/dates/styles.layer.css';
import { NumberInput, SegmentedControl, Input, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES } from '@portal/domain/messages';
import { CURRENCIES } from '@portal/domain/money';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';
import {
  ZMarkupWrite,
  MARKUP_LIMITS,
  type TMarkupRule,
  type TMarkupWrite,
} from '@portal/domain/commerce/markup-schemas';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { IsoDateField } from '@/shared/forms/date-field';
import {
  AdminForm,
  AdminFormDialog,
  type TDialogFormProps,
  type TFormDialogProps,
} from '../components/admin-form-dialog';
import { EntitySelect } from './entity-select';
import {
  MARKUP_FIELD_ORDER,
  requestOf,
  supplierOptions,
  valuesOf,
  type TMarkupFormValues,
} from './markup-form-values';

const LINE_OPTIONS = Object.entries(PRODUCT_LINES).map(([value, line]) => ({ value, label: line.label }));
const KIND_OPTIONS = [
  { value: 'porcentaje', label: 'Porcentaje' },
  { value: 'monto', label: 'Monto por reserva' },
];

type Props = TFormDialogProps<TMarkupWrite> & {
  /** null: a new rule; otherwise the rule edited */
  rule: TMarkupRule | null;
};

/** Create or edit a markup rule (issue 32, item 1): the domain's schema checks it before it is sent. */
export function MarkupFormDialog({ rule, opened, onClose, ...rest }: Props) {
  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title={rule ? `Editar la regla N° ${rule.id}` : 'Nueva regla de margen'}
      size="lg"
      fullScreenOnPhone
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      <MarkupForm key={rule?.id ?? 'new'} rule={rule} onCancel={onClose} {...rest} />
    </AdminFormDialog>
  );
}

function MarkupForm({
  rule,
  onSubmit,
  ...rest
}: TDialogFormProps<TMarkupWrite> & { rule: TMarkupRule | null }) {
  const form = useForm<TMarkupFormValues>({
    initialValues: valuesOf(rule),
    validate: (values) => schemaResolver(ZMarkupWrite, { sync: true })(requestOf(values)),
  });
  const v = form.getValues();
  const suppliers = supplierOptions(v.linea);
  const known =
    rule?.idEntidad && rule.razonSocial ? { idEntidad: rule.idEntidad, razonSocial: rule.razonSocial } : null;
  const percent = v.tipo === 'porcentaje';

  return (
    <AdminForm
      onSubmit={form.onSubmit(
        (values) => onSubmit(requestOf(values)),
        focusFirstError(form, MARKUP_FIELD_ORDER),
      )}
      submitLabel={rule ? 'Guardar cambios' : 'Crear regla'}
      {...rest}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Línea de producto"
          placeholder="Todas las líneas"
          data={LINE_OPTIONS}
          clearable
          clearButtonProps={{ 'aria-label': 'Todas las líneas' }}
          data-autofocus
          {...form.getInputProps('linea')}
          value={v.linea || null}
          onChange={(linea) => {
            form.setFieldValue('linea', linea ?? '');
            // a supplier the new line does not book with cannot stay chosen
            if (!supplierOptions(linea ?? '').some((s) => s.value === form.getValues().proveedor))
              form.setFieldValue('proveedor', '');
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Proveedor"
          placeholder="Todos los proveedores"
          data={suppliers}
          clearable
          clearButtonProps={{ 'aria-label': 'Todos los proveedores' }}
          {...form.getInputProps('proveedor')}
          value={v.proveedor || null}
          onChange={(p) => form.setFieldValue('proveedor', p ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        <EntitySelect
          value={v.idEntidad}
          onChange={(id) => form.setFieldValue('idEntidad', id)}
          known={known}
          error={form.errors.idEntidad}
        />
        <TextInput
          label="Destino"
          description="Como lo nombra la línea (ciudad, código IATA). Vacío: todos."
          maxLength={100}
          {...form.getInputProps('destino')}
        />
        <IsoDateField label="Viajes desde" clearable {...form.getInputProps('desde')} />
        <IsoDateField
          label="Viajes hasta"
          clearable
          minDate={v.desde ?? undefined}
          {...form.getInputProps('hasta')}
        />
      </SimpleGrid>
      <Input.Wrapper label="Tipo de margen" required>
        <SegmentedControl
          data={KIND_OPTIONS}
          fullWidth
          mt={4}
          aria-label="Tipo de margen"
          {...form.getInputProps('tipo')}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={percent ? 'Porcentaje' : 'Monto por reserva'}
          required
          min={0}
          max={percent ? MARKUP_LIMITS.porcentaje : MARKUP_LIMITS.monto}
          decimalScale={2}
          // out of range it stays as typed, and the schema's message says why
          clampBehavior="none"
          decimalSeparator=","
          thousandSeparator="."
          rightSection={percent ? '%' : undefined}
          {...form.getInputProps('valor')}
        />
        {!percent && (
          <Select
            label="Moneda"
            placeholder="Elegir"
            required
            data={[...CURRENCIES]}
            {...form.getInputProps('moneda')}
            value={v.moneda || null}
            onChange={(m) => form.setFieldValue('moneda', m ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <NumberInput
          label="Prioridad"
          description="Desempata reglas igual de específicas"
          min={0}
          max={MARKUP_LIMITS.prioridad}
          allowDecimal={false}
          {...form.getInputProps('prioridad')}
        />
      </SimpleGrid>
      <Switch label="Regla activa" {...form.getInputProps('activo', { type: 'checkbox' })} />
    </AdminForm>
  );
}
