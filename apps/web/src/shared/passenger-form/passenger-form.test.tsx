import { MESSAGES } from '@portal/domain/messages';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { PassengerForm } from './passenger-form';
import { emptyPax, validatePassengers, type TPaxSlot, type TPaxValues } from './passenger-rules';
import { usePassengerForm } from './use-passenger-form';

const ctx = { referenceDate: '2027-03-10', variant: 'ticket' as const, today: '2026-11-22' };
const slots: TPaxSlot[] = [{ kind: 'adult' }, { kind: 'minor' }];
const adult: TPaxValues = {
  ...emptyPax(),
  nombres: 'Lucía',
  apellidos: 'Fernández',
  dni: '30111222',
  nacimiento: '1985-05-15',
};
const minor: TPaxValues = { ...adult, nombres: 'Tomás', dni: '55111444', nacimiento: '2021-01-31' };

const renderForm = (values: TPaxValues[], errors?: ReturnType<typeof errorsOf>) =>
  renderWithMantine(
    <PassengerForm {...ctx} passengers={slots} values={values} onChange={() => {}} errors={errors} />,
  );
const errorsOf = (values: TPaxValues[]) => {
  const r = validatePassengers(slots, values, ctx);
  return r.ok ? [] : r.errors;
};

describe('PassengerForm', () => {
  it('labels each block and gives only the lead adult the optional email', () => {
    renderForm([emptyPax(), emptyPax()]);
    const lead = screen.getByRole('group', { name: 'Pasajero 1 · Adulto' });
    expect(within(lead).getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(within(lead).getByText(MESSAGES.emailHint)).toBeInTheDocument();
    const kid = screen.getByRole('group', { name: 'Pasajero 2 · Menor, 3 o 9 años' });
    expect(within(kid).queryByLabelText('Correo electrónico')).toBeNull();
    expect(within(kid).getByText('Solo números, hasta 8 dígitos')).toBeInTheDocument();
  });

  it('shows every broken rule under its field', () => {
    const values = [
      { ...adult, nombres: ' ', nacimiento: '2020-01-01', email: 'lucia@' },
      { ...minor, dni: '', nacimiento: '2015-01-01' },
    ];
    renderForm(values, errorsOf(values));
    const lead = screen.getByRole('group', { name: 'Pasajero 1 · Adulto' });
    expect(within(lead).getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(within(lead).getByText(MESSAGES.adultBirthDateTicket)).toBeInTheDocument();
    expect(within(lead).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(within(lead).getByLabelText(/Nombres/)).toHaveAttribute('aria-invalid', 'true');
    const kid = screen.getByRole('group', { name: /Pasajero 2/ });
    expect(within(kid).getByText(MESSAGES.documentRequired)).toBeInTheDocument();
    expect(within(kid).getByText(MESSAGES.minorBirthDateOutOfRange)).toBeInTheDocument();
  });

  it('a stated minor age narrows the label and the window', () => {
    const r = validatePassengers([{ kind: 'minor', age: 5 }], [minor], ctx);
    expect(r.ok).toBe(false); // born 2021-01-31 is 6 on 2027-03-10
    renderWithMantine(
      <PassengerForm
        {...ctx}
        passengers={[{ kind: 'minor', age: 5 }]}
        values={[minor]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Pasajero 1 · Menor de 5 años' })).toBeInTheDocument();
  });

  it('masks the document to digits: 9 for adults, 8 for minors', () => {
    const { result } = renderHook(() => usePassengerForm({ ...ctx, passengers: slots }));
    renderWithMantine(<PassengerForm {...result.current.fields} />);
    fireEvent.change(screen.getAllByLabelText(/Número de documento/)[0]!, {
      target: { value: '30.111.222-99' },
    });
    expect(result.current.values[0]?.dni).toBe('301112229');
  });

  it('validate() returns domain passengers with edad on the entry date, email only for the lead', () => {
    const { result } = renderHook(() => usePassengerForm({ ...ctx, passengers: slots }));
    act(() =>
      result.current.fields.onChange([
        { ...adult, email: 'lucia@example.com' },
        { ...minor, email: 'x' },
      ]),
    );
    let passengers: ReturnType<typeof result.current.validate> = null;
    act(() => {
      passengers = result.current.validate();
    });
    expect(passengers).toMatchObject([
      { nombres: 'Lucía', edad: 41, email: 'lucia@example.com', tipoDoc: 'DNI', nacionalidad: 'Argentina' },
      { nombres: 'Tomás', edad: 6 },
    ]);
    expect(passengers![1]).not.toHaveProperty('email');
  });

  it('hides errors until the first validate()', () => {
    const { result } = renderHook(() => usePassengerForm({ ...ctx, passengers: slots }));
    expect(result.current.errors).toEqual([]);
    act(() => {
      expect(result.current.validate()).toBeNull();
    });
    expect(result.current.errors[0]?.nombres).toBe(MESSAGES.firstNameRequired);
  });
});
