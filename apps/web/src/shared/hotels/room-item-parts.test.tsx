import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RoomItemFrame } from '@/shared/hotels/room-item-frame';
import { NonRefundableChip, RoomPolicyButtons, RoomStayPrice } from '@/shared/hotels/room-item-parts';

const show = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);
const OFFER_CODES = ['a', 'b', 'c', 'd', 'e'];

describe('room item kit of the hotel lines (issue 30, item 3)', () => {
  it('frames a room: its name first, the reason it cannot be booked last, under its test id', () => {
    show(
      <RoomItemFrame name="Doble estándar" testId="third-room" disabledReason="Solo agentes AS">
        <button type="button">Reservar</button>
      </RoomItemFrame>,
    );
    const room = screen.getByTestId('third-room');
    expect(room.firstElementChild).toHaveTextContent('Doble estándar');
    expect(room.lastElementChild).toHaveTextContent('Solo agentes AS');
  });

  it("shows 'Reserva no reembolsable.' only for a non-refundable policy", () => {
    const { unmount } = show(<NonRefundableChip room={{ politicaCancelacion: { nonRefundable: true } }} />);
    expect(screen.getByText(MESSAGES.nonRefundableChip)).toBeInTheDocument();
    unmount();
    show(<NonRefundableChip room={{ politicaCancelacion: { nonRefundable: false } }} />);
    expect(screen.queryByText(MESSAGES.nonRefundableChip)).toBeNull();
  });

  it("opens the policies from 'Políticas' and, with 5 codes, from '¡Oferta!'", () => {
    const onPolicies = vi.fn();
    show(
      <RoomPolicyButtons codigos={OFFER_CODES} onPolicies={onPolicies} policiesLabel="Políticas de Doble" />,
    );
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.offer }));
    fireEvent.click(screen.getByRole('button', { name: 'Políticas de Doble' }));
    expect(onPolicies).toHaveBeenCalledTimes(2);
  });

  it("has no '¡Oferta!' without the 5 codes", () => {
    show(<RoomPolicyButtons codigos={['a']} onPolicies={vi.fn()} />);
    expect(screen.queryByRole('button', { name: MESSAGES.offer })).toBeNull();
    expect(screen.getByRole('button', { name: 'Políticas' })).toBeInTheDocument();
  });

  it('shows the stay price with its note, or the missing-value text', () => {
    const { unmount } = show(<RoomStayPrice cents={186300} currency="USD" note="por estadía" />);
    expect(screen.getByText('por estadía')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.missingValue)).toBeNull();
    unmount();
    show(<RoomStayPrice currency="USD" note="por estadía" />);
    expect(screen.getByText(MESSAGES.missingValue)).toBeInTheDocument();
  });
});
