import { createTheme, MantineProvider, Popover } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OccupancyPopover } from '@/shared/hotels/occupancy-popover';

// jsdom lays nothing out, so Popover would hide its dropdown as "detached" from the target.
const theme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});
const show = (error?: string) =>
  render(
    <MantineProvider theme={theme}>
      <OccupancyPopover summary="2 adultos" width={320} error={error} data-path="room">
        <button type="button">Agregar adulto</button>
      </OccupancyPopover>
    </MantineProvider>,
  );

describe('OccupancyPopover (issue 30, item 3)', () => {
  it("says who travels and opens the counters in 'Ocupación por habitación'", async () => {
    show();
    const target = screen.getByRole('button', { name: /2 adultos/ });
    expect(target).toHaveAttribute('aria-haspopup', 'dialog');
    expect(target).toHaveAttribute('data-path', 'room');
    fireEvent.click(target);
    const counter = await screen.findByRole('button', { name: 'Agregar adulto' });
    expect(counter.closest('[aria-label="Ocupación por habitación"]')).not.toBeNull();
  });

  it('ties its error to the button for screen readers', () => {
    show('Elija al menos un adulto');
    expect(screen.getByRole('button', { name: /2 adultos/ })).toHaveAccessibleDescription(
      'Elija al menos un adulto',
    );
  });
});
