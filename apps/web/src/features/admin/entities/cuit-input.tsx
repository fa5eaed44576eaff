import { TextInput, type TextInputProps } from '@mantine/core';
import { checkCuit, formatCuitTyping } from '@portal/domain/admin/entities';

/** The form's props for the field (value, error, data-path), the value as text. */
type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The CUIT as it is typed: only digits, the dashes put in where they go ('30-12345678-1'); once
 * the 11 digits are there, a wrong check digit is said at once rather than at submit.
 */
export function CuitInput({ value, onChange, error, ...rest }: Props) {
  const complete = value.replace(/\D/g, '').length === 11;
  const check = complete ? checkCuit(value) : undefined;
  const live = check && !check.ok ? check.message : undefined;
  return (
    <TextInput
      {...rest}
      label="CUIT"
      description="11 dígitos; los guiones se agregan solos"
      placeholder="30-12345678-1"
      inputMode="numeric"
      autoComplete="off"
      maxLength={13}
      required
      value={value}
      onChange={(e) => onChange(formatCuitTyping(e.currentTarget.value))}
      error={live ?? error}
    />
  );
}
