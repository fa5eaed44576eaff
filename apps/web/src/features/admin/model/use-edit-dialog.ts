import { useState } from 'react';

type TDialog<T> = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; item: T };

/** A list screen's create or edit dialog: closed, a new record, or the record edited. */
export function useEditDialog<T>() {
  const [dialog, setDialog] = useState<TDialog<T>>({ kind: 'closed' });
  return {
    opened: dialog.kind !== 'closed',
    /** the record edited; null for a new one */
    editing: dialog.kind === 'edit' ? dialog.item : null,
    openNew: () => setDialog({ kind: 'new' }),
    openEdit: (item: T) => setDialog({ kind: 'edit', item }),
    close: () => setDialog({ kind: 'closed' }),
  };
}
