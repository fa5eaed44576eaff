import type { UseFormReturnType } from '@mantine/form';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { minorLabel } from '@portal/domain/ages';
import { MESSAGES } from '@portal/domain/messages';
import {
  DOCUMENT_MAX_DIGITS,
  DOCUMENT_TYPES,
  isDigitDocument,
  maskDocument,
  NACIONALIDADES,
} from '@portal/domain/passenger';
import { BirthDateInput } from '@/shared/passenger-form/birth-date-input';
import {
  birthDateBounds,
  hasBirthWindow,
  type TPaxField,
  type TPaxRulesContext,
  type TPaxSlot,
} from '@/shared/passenger-form/passenger-rules';

/** Any Mantine form holding passenger rows (one list, or one list per room). */
export type TPaxFormBinding = Pick<UseFormReturnType<object>, 'getInputProps' | 'setFieldValue'>;

type PassengerBlockProps = {
  id: string;
  index: number;
  slot: TPaxSlot;
  isLead: boolean;
  context: TPaxRulesContext;
  form: TPaxFormBinding;
  /** where this passenger's row sits in the form's values, e.g. 'passengers.0' */
  path: string;
  disabled?: boolean;
};

/** 'Pasajero 1 · Adulto' (or 'Adulto de 44 años'), 'Pasajero 2 · Menor de 5 años' or 'Pasajero 3 · Menor, 3 o 9 años' (spec §5). */
const slotLegend = (slot: TPaxSlot, index: number): string => {
  const kind =
    slot.kind === 'adult'
      ? slot.age === undefined || slot.age === null
        ? 'Adulto'
        : `Adulto de ${slot.age} años`
      : slot.age === undefined || slot.age === null
        ? `Menor, ${minorLabel(slot.age)} años`
        : minorLabel(slot.age);
  return `Pasajero ${index + 1} · ${kind}`;
};

/** One passenger's fields (spec §3, §5). */
export function PassengerBlock({
  id,
  index,
  slot,
  isLead,
  context,
  form,
  path,
  disabled,
}: PassengerBlockProps) {
  const bounds = birthDateBounds(slot, context, isLead);
  const digits = DOCUMENT_MAX_DIGITS[slot.kind];
  const tipoDoc = String(form.getInputProps(`${path}.tipoDoc`).value ?? 'DNI');
  const dniKind = isDigitDocument(tipoDoc);
  const field = (name: TPaxField) => form.getInputProps(`${path}.${name}`);
  return (
    <Fieldset legend={slotLegend(slot, index)} disabled={disabled} data-testid={`${id}-block`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput id={`${id}-nombres`} label="Nombres" {...field('nombres')} autoComplete="off" required />
        <TextInput
          id={`${id}-apellidos`}
          label="Apellidos"
          {...field('apellidos')}
          autoComplete="off"
          required
        />
        <Select
          id={`${id}-tipoDoc`}
          label="Tipo de documento"
          data={[...DOCUMENT_TYPES]}
          {...field('tipoDoc')}
          allowDeselect={false}
          required
        />
        <TextInput
          id={`${id}-dni`}
          label="Número de documento"
          description={dniKind ? `Solo números, hasta ${digits} dígitos` : 'De 6 a 9 letras y números'}
          inputMode={dniKind ? 'numeric' : 'text'}
          {...field('dni')}
          onChange={(e) =>
            form.setFieldValue(`${path}.dni`, maskDocument(e.currentTarget.value, slot.kind, tipoDoc))
          }
          autoComplete="off"
          required
        />
        <Select
          id={`${id}-nacionalidad`}
          label="Nacionalidad"
          data={[...NACIONALIDADES]}
          {...field('nacionalidad')}
          allowDeselect={false}
          required
        />
        <BirthDateInput
          id={`${id}-nacimiento`}
          label="Fecha de nacimiento"
          {...field('nacimiento')}
          bounds={bounds}
          description={
            hasBirthWindow(slot)
              ? `Entre ${formatDdMmYyyy(bounds.min)} y ${formatDdMmYyyy(bounds.max)}`
              : `Hasta ${formatDdMmYyyy(bounds.max)}`
          }
        />
        {isLead && (
          <TextInput
            id={`${id}-email`}
            label="Correo electrónico"
            description={MESSAGES.emailHint}
            type="email"
            {...field('email')}
            autoComplete="email"
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
