import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { minorLabel } from '@portal/domain/ages';
import { MESSAGES } from '@portal/domain/messages';
import { DOCUMENT_MAX_DIGITS, maskDocument, NACIONALIDADES } from '@portal/domain/passenger';
import { BirthDateInput } from './birth-date-input';
import {
  birthDateBounds,
  DOCUMENT_TYPES,
  type TPaxErrors,
  type TPaxField,
  type TPaxRulesContext,
  type TPaxSlot,
  type TPaxValues,
} from './passenger-rules';

type PassengerBlockProps = {
  id: string;
  index: number;
  slot: TPaxSlot;
  isLead: boolean;
  context: TPaxRulesContext;
  value: TPaxValues;
  errors?: TPaxErrors;
  onField: <F extends TPaxField>(field: F, value: TPaxValues[F]) => void;
  disabled?: boolean;
};

/** 'Pasajero 1 · Adulto', 'Pasajero 2 · Menor de 5 años' or 'Pasajero 3 · Menor, 3 o 9 años' (spec §5). */
export const slotLegend = (slot: TPaxSlot, index: number): string => {
  const kind =
    slot.kind === 'adult'
      ? 'Adulto'
      : slot.age === undefined || slot.age === null
        ? `Menor, ${minorLabel(slot.age)} años`
        : minorLabel(slot.age);
  return `Pasajero ${index + 1} · ${kind}`;
};

/** One passenger's fields (spec §3, §5). */
export function PassengerBlock(props: PassengerBlockProps) {
  const { id, index, slot, isLead, context, value, errors = {}, onField, disabled } = props;
  const bounds = birthDateBounds(slot, context);
  const digits = DOCUMENT_MAX_DIGITS[slot.kind];
  return (
    <Fieldset legend={slotLegend(slot, index)} disabled={disabled} data-testid={`${id}-block`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          id={`${id}-nombres`}
          label="Nombres"
          value={value.nombres}
          onChange={(e) => onField('nombres', e.currentTarget.value)}
          error={errors.nombres}
          autoComplete="off"
          required
        />
        <TextInput
          id={`${id}-apellidos`}
          label="Apellidos"
          value={value.apellidos}
          onChange={(e) => onField('apellidos', e.currentTarget.value)}
          error={errors.apellidos}
          autoComplete="off"
          required
        />
        <Select
          id={`${id}-tipoDoc`}
          label="Tipo de documento"
          data={[...DOCUMENT_TYPES]}
          value={value.tipoDoc}
          onChange={(v) => onField('tipoDoc', v ?? '')}
          error={errors.tipoDoc}
          allowDeselect={false}
          required
        />
        <TextInput
          id={`${id}-dni`}
          label="Número de documento"
          description={`Solo números, hasta ${digits} dígitos`}
          inputMode="numeric"
          value={value.dni}
          onChange={(e) => onField('dni', maskDocument(e.currentTarget.value, slot.kind))}
          error={errors.dni}
          autoComplete="off"
          required
        />
        <Select
          id={`${id}-nacionalidad`}
          label="Nacionalidad"
          data={[...NACIONALIDADES]}
          value={value.nacionalidad}
          onChange={(v) => onField('nacionalidad', v as TPaxValues['nacionalidad'])}
          error={errors.nacionalidad}
          allowDeselect={false}
          required
        />
        <BirthDateInput
          id={`${id}-nacimiento`}
          label="Fecha de nacimiento"
          value={value.nacimiento}
          onChange={(v) => onField('nacimiento', v)}
          bounds={bounds}
          description={
            slot.kind === 'minor'
              ? `Entre ${formatDdMmYyyy(bounds.min)} y ${formatDdMmYyyy(bounds.max)}`
              : `Hasta ${formatDdMmYyyy(bounds.max)}`
          }
          error={errors.nacimiento}
        />
        {isLead && (
          <TextInput
            id={`${id}-email`}
            label="Correo electrónico"
            description={MESSAGES.emailHint}
            type="email"
            value={value.email}
            onChange={(e) => onField('email', e.currentTarget.value)}
            error={errors.email}
            autoComplete="email"
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
