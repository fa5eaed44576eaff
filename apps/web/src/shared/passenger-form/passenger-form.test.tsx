import type { TPassenger } from '@portal/domain/passenger';
import { MESSAGES } from '@portal/domain/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef, useImperativeHandle, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PassengerForm } from '@/shared/passenger-form/passenger-form';
import { emptyPax, type TPaxSlot, type TPaxValues } from '@/shared/passenger-form/passenger-rules';
import { usePassengerForm } from '@/shared/passenger-form/use-passenger-form';

// "today" and the entry date are parameters of the form: these dates never go stale.
const ctx = { referenceDate: '2026-03-10', variant: 'ticket' as const, today: '2025-11-22' };
const slots: TPaxSlot[] = [{ kind: 'adult' }, { kind: 'minor' }];
const adult: TPaxValues = {
  ...emptyPax(),
  nombres: 'Lucía',
  apellidos: 'Fernández',
  dni: '30111222',
  nacimiento: '1985-05-15',
};
// 6 years old on the entry date: inside the default 3–9 window
const minor: TPaxValues = { ...adult, nombres: 'Tomás', dni: '55111444', nacimiento: '2020-01-31' };

type TPax = ReturnType<typeof usePassengerForm>;
function Harness({ passengers, handle }: { passengers: TPaxSlot[]; handle: Ref<TPax> }) {
  const pax = usePassengerForm({ ...ctx, passengers });
  useImperativeHandle(handle, () => pax);
  return <PassengerForm {...pax.fields} />;
}
const handle = createRef<TPax>();
const pax = () => handle.current!;
const renderForm = (passengers = slots) =>
  renderWithMantine(<Harness passengers={passengers} handle={handle} />);
const fill = (values: TPaxValues[]) => act(() => pax().form.setValues({ passengers: values }));
const validate = () => {
  let passengers: TPassenger[] | null = null;
  act(() => {
    passengers = pax().validate();
  });
  return passengers as TPassenger[] | null;
};
const lead = () => screen.getByRole('group', { name: 'Pasajero 1 · Adulto' });

describe('PassengerForm', () => {
  it('labels each block and gives only the lead adult the optional email', () => {
    renderForm();
    expect(within(lead()).getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(within(lead()).getByText(MESSAGES.emailHint)).toBeInTheDocument();
    const kid = screen.getByRole('group', { name: 'Pasajero 2 · Menor, 3 o 9 años' });
    expect(within(kid).queryByLabelText('Correo electrónico')).toBeNull();
    expect(within(kid).getByText('Solo números, hasta 8 dígitos')).toBeInTheDocument();
  });

  it('shows every broken rule under its field', () => {
    renderForm();
    fill([
      { ...adult, nombres: ' ', nacimiento: '2020-01-01', email: 'lucia@' },
      { ...minor, dni: '', nacimiento: '2015-01-01' },
    ]);
    expect(validate()).toBeNull();
    expect(within(lead()).getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(lead()).getByText(MESSAGES.leadAdultBirthDate)).toBeInTheDocument();
    expect(within(lead()).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(within(lead()).getByLabelText(/Nombres/)).toHaveAttribute('aria-invalid', 'true');
    const kid = screen.getByRole('group', { name: /Pasajero 2/ });
    expect(within(kid).getByText(MESSAGES.documentRequired)).toBeInTheDocument();
    expect(within(kid).getByText(MESSAGES.minorBirthDateOutOfRange)).toBeInTheDocument();
  });

  it("puts a bad email ('ana@b.c') under the email field, not under the birth date", () => {
    renderForm();
    fill([{ ...adult, email: 'ana@b.c' }, minor]);
    expect(validate()).toBeNull();
    expect(within(lead()).getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.invalidEmail),
    );
    expect(within(lead()).getByLabelText(/Fecha de nacimiento/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.invalidRequest)).toBeNull();
  });

  it('a stated minor age narrows the label and the window', () => {
    renderForm([{ kind: 'minor', age: 5 }]);
    expect(screen.getByRole('group', { name: 'Pasajero 1 · Menor de 5 años' })).toBeInTheDocument();
    fill([minor]); // 6 on the entry date, not 5
    expect(validate()).toBeNull();
    expect(screen.getByText(MESSAGES.minorBirthDateOutOfRange)).toBeInTheDocument();
  });

  it('masks the document to digits: 9 for adults, 8 for minors', () => {
    renderForm();
    const [adultDni, minorDni] = screen.getAllByLabelText(/Número de documento/);
    fireEvent.change(adultDni!, { target: { value: '30.111.222-99' } });
    fireEvent.change(minorDni!, { target: { value: '55.111.444-99' } });
    expect(
      pax()
        .form.getValues()
        .passengers.map((p) => p.dni),
    ).toEqual(['301112229', '55111444']);
  });

  it('keeps the letters of a passport (issue 11, item 2)', () => {
    renderForm([{ kind: 'adult' }]);
    act(() => pax().form.setFieldValue('passengers.0.tipoDoc', 'Pasaporte'));
    fireEvent.change(screen.getByLabelText(/Número de documento/), { target: { value: 'aab123456' } });
    expect(pax().form.getValues().passengers[0]!.dni).toBe('AAB123456');
    expect(screen.getByText('De 6 a 9 letras y números')).toBeTruthy();
  });

  it('validate() returns domain passengers with edad on the entry date, email only for the lead', () => {
    renderForm();
    fill([{ ...adult, email: 'lucia@example.com' }, minor]);
    const passengers = validate();
    expect(passengers).toMatchObject([
      { nombres: 'Lucía', edad: 40, email: 'lucia@example.com', tipoDoc: 'DNI', nacionalidad: 'Argentina' },
      { nombres: 'Tomás', edad: 6 },
    ]);
    expect(passengers![1]).not.toHaveProperty('email');
  });

  it('hides errors until the first validate(), and a fixed field clears its message', () => {
    renderForm();
    expect(screen.queryByText(MESSAGES.firstNameRequired)).toBeNull();
    expect(validate()).toBeNull();
    expect(within(lead()).getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    fireEvent.change(within(lead()).getByLabelText(/Nombres/), { target: { value: 'Lucía' } });
    expect(within(lead()).queryByText(MESSAGES.firstNameRequired)).toBeNull();
  });
});
