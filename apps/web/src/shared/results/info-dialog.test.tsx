import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { InfoDialog } from '@/shared/results/info-dialog';

type Item = { name: string };
const renderDialog = (item: Item | null, onClose = vi.fn()) =>
  renderWithMantine(
    <InfoDialog item={item} onClose={onClose} title="Detalles de la actividad" boldTitle centered>
      {(i) => <p>{i.name}</p>}
    </InfoDialog>,
  );

describe('InfoDialog', () => {
  it('tells about its item, titled, and closes by Cerrar', async () => {
    const onClose = vi.fn();
    renderDialog({ name: 'Excursión a Tigre' }, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la actividad' });
    expect(dialog).toHaveTextContent('Excursión a Tigre');
    const closes = screen.getAllByRole('button', { name: 'Cerrar' });
    // the × of the header and the Cerrar under the body
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[1]!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers the item’s own choice after Cerrar', async () => {
    const onChoose = vi.fn();
    renderWithMantine(
      <InfoDialog
        item={{ name: 'Plan Oro' }}
        onClose={vi.fn()}
        title="Coberturas de Plan Oro"
        actions={(i) => <button onClick={() => onChoose(i.name)}>Elegir plan</button>}
      >
        {(i) => <p>{i.name}</p>}
      </InfoDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir plan' }));
    expect(onChoose).toHaveBeenCalledWith('Plan Oro');
  });

  it('without an item it is closed', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
