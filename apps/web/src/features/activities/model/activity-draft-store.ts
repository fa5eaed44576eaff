import type { TActivityDraft } from '@portal/domain/activities/activity-draft';
import type {
  TActivityAvailabilityRequest,
  TActivityParty,
} from '@portal/domain/activities/activity-availability';
import type { TActivityProduct } from '@portal/domain/activities/static-data';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TActivitySearch } from './search-params';

// spec §4 Activity card: Buscar stores the draft; the detail (/dataDisponible) reads it. Kept in
// the tab's session storage, so a reload of the detail asks the same availability again.

/** The reservation draft so far (spec §3: party, product, dates), its product and the stay. */
export type TStoredActivity = {
  draft: Pick<TActivityDraft, 'productCode' | 'productName' | 'paxQuantity' | 'fromDate' | 'toDate'> & {
    rooming: TActivityParty;
  };
  product: TActivityProduct;
  stay: TActivitySearch;
};

type TState = { current: TStoredActivity | null; store: (a: TStoredActivity) => void; clear: () => void };

export const useActivityDraftStore = create<TState>()(
  persist(
    (set) => ({
      current: null,
      store: (current) => set({ current }),
      clear: () => set({ current: null }),
    }),
    {
      name: 'activity-draft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ current }) => ({ current }),
    },
  ),
);

/** spec §7 POST /actividades/disponibilidad's body of a stored draft. */
export const availabilityRequestOf = ({ draft }: TStoredActivity): TActivityAvailabilityRequest => ({
  productCode: draft.productCode,
  paxQuantity: draft.paxQuantity,
  fromDate: draft.fromDate,
  toDate: draft.toDate,
  rooming: draft.rooming,
});
