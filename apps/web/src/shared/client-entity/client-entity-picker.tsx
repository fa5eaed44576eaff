import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useClientEntityStore } from '@/shared/client-entity/client-entity-store';
import { repriceAfterSwitch } from '@/shared/client-entity/priced-queries';
import { EntitySelect } from '@/shared/entity-select/entity-select';

/**
 * 'Cliente' in the portal header (issue 32 item 1): the AS agent's client entity every search
 * is priced for; nothing for other users. Changing it prices the searches on screen again.
 */
export function ClientEntityPicker() {
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const entity = useClientEntityStore((s) => s.entity);
  const setEntity = useClientEntityStore((s) => s.setEntity);
  const client = useQueryClient();
  if (!isAgenteAS) return null;
  return (
    <EntitySelect
      id="cliente-precios"
      label="Precios para el cliente"
      required={false}
      value={entity}
      onChange={(next) => {
        setEntity(next);
        repriceAfterSwitch(client);
      }}
    />
  );
}
