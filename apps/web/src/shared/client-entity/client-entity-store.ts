import type { TClientEntity } from '@portal/domain/entities/search-entities';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '@/shared/auth/auth-store';
import { userKey, userScopedStorage } from '@/shared/user-storage';

// The client entity an AS agent is selling to, chosen in the portal header (issue 32 item 1,
// docs/decisions.md D-25): every search is priced for it (header X-Id-Entidad) and the booking
// starts with it. Kept per user in localStorage (user-storage), like the order draft, so a
// reload or a new login keeps it and another user of the browser never sees it.

/** The header the API reads the client entity of a quote from. */
const CLIENT_ENTITY_HEADER = 'X-Id-Entidad';

const STORE_NAME = 'client-entity';

type ClientEntityState = {
  entity: TClientEntity | null;
  setEntity: (entity: TClientEntity | null) => void;
};

export const useClientEntityStore = create<ClientEntityState>()(
  persist(
    (set) => ({
      entity: null,
      setEntity: (entity) => set({ entity }),
    }),
    {
      name: STORE_NAME,
      storage: createJSONStorage(() => userScopedStorage),
      partialize: ({ entity }) => ({ entity }),
    },
  ),
);

/** Reads the choice of whoever is logged in now. */
const reloadClientEntity = () => {
  if (localStorage.getItem(userKey(STORE_NAME)) === null) useClientEntityStore.setState({ entity: null });
  else void useClientEntityStore.persist.rehydrate();
};

// Another user on this tab: their own choice, once the session has pointed the storage at them
// (the auth store's subscribers run before it does, hence the microtask).
useAuthStore.subscribe((state, previous) => {
  if (state.user?.idUser !== previous.user?.idUser) queueMicrotask(reloadClientEntity);
});

/** The entity quotes are priced for: an AS agent's choice, none for anybody else. */
export const pricingEntityId = (): number | null => {
  const user = useAuthStore.getState().user;
  if (!user?.isAgenteAS) return null;
  return useClientEntityStore.getState().entity?.idEntidad ?? null;
};

/** What the API client adds to a request: the header when a client is chosen. */
export const clientEntityHeaders = (): Record<string, string> => {
  const id = pricingEntityId();
  return id === null ? {} : { [CLIENT_ENTITY_HEADER]: String(id) };
};

/** The chosen client, for the booking page's entity selector to start with. */
export const useClientEntity = () => useClientEntityStore((s) => s.entity);
