import { NumberInput, type NumberInputProps } from '@mantine/core';

type Props = Omit<NumberInputProps, 'max' | 'min' | 'clampBehavior' | 'isAllowed'> & {
  min: number;
  max: number;
};

/**
 * Every NumberInput with a maximum (issue 29, item 19). Mantine's 'strict' clamp refused a
 * value past the maximum, so 11 child seats typed or pasted became 0; here the field holds
 * the maximum instead. The minimum waits for the blur, so an age of 50 can be typed through 5.
 */
export function BoundedNumberInput({ max, onChange, ...props }: Props) {
  return (
    <NumberInput
      {...props}
      max={max}
      clampBehavior="blur"
      onChange={onChange}
      // A refused text keeps what the field showed: the maximum is put there instead.
      isAllowed={({ floatValue }) => {
        if (floatValue === undefined || floatValue <= max) return true;
        onChange?.(max);
        return false;
      }}
    />
  );
}
