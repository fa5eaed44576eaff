import { Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { PARTY_LIMITS, resizeAges, type TPartyValues } from '../model/party';

type Props = {
  value: TPartyValues;
  errors: Record<string, ReactNode>;
  onChange: (next: TPartyValues) => void;
  disabled?: boolean;
};

const options = (r: { min: number; max: number }, label = (n: number) => String(n)) =>
  Array.from({ length: r.max - r.min + 1 }, (_, i) => ({
    value: String(r.min + i),
    label: label(r.min + i),
  }));
const ADULTS = options(PARTY_LIMITS.adults);
const MINORS = options(PARTY_LIMITS.minors);
const AGES = options(PARTY_LIMITS.age, (n) => `${n} ${n === 1 ? 'año' : 'años'}`);

/** spec §5 occupancy: adults 1-10, minors 0-10, and one age select (0-17) per minor. */
export function PartyFields({ value, errors, onChange, disabled }: Props) {
  const setMinors = (raw: string | null) => {
    const menores = Number(raw ?? 0);
    onChange({ ...value, menores, edades: resizeAges(value.edades, menores) });
  };
  const setAge = (i: number, raw: string | null) =>
    onChange({
      ...value,
      edades: resizeAges(value.edades, value.menores).map((a, j) =>
        j === i ? (raw === null ? null : Number(raw)) : a,
      ),
    });

  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" style={{ alignItems: 'start' }}>
      <Select
        label="Adultos"
        data={ADULTS}
        value={String(value.adultos)}
        onChange={(raw) => onChange({ ...value, adultos: Number(raw ?? PARTY_LIMITS.adults.min) })}
        error={errors.adultos}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-path="adultos"
      />
      <Select
        label="Menores"
        description="Hasta 17 años"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={MINORS}
        value={String(value.menores)}
        onChange={setMinors}
        error={errors.menores}
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-path="menores"
      />
      {resizeAges(value.edades, value.menores).map((age, i) => (
        <Select
          key={i}
          label={`Edad del menor ${i + 1}`}
          placeholder="Edad"
          data={AGES}
          value={age === null ? null : String(age)}
          onChange={(raw) => setAge(i, raw)}
          error={errors[`edades.${i}`]}
          required
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
          data-path={`edades.${i}`}
        />
      ))}
    </SimpleGrid>
  );
}
