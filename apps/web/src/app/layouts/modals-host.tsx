import '@mantine/core/styles/Modal.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { MESSAGES } from '@portal/domain/messages';

/**
 * Shows what pages open with `modals.open…()` (events, not context: nothing calls useModals).
 * Not around every page: only the routes of pages that open such dialogs mount it, with
 * Mantine's Modal and the overlays' code (withModals in routes/protected-routes.tsx; issue 19).
 * A page that calls modals.open…() without it shows nothing.
 */
export function ModalsHost() {
  return <ModalsProvider labels={{ confirm: 'Aceptar', cancel: MESSAGES.cancel }} />;
}
