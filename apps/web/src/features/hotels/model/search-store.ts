import { newRoomSelection, selectRoom, type RoomSelection } from '@portal/domain/cart';
import type { THotelAvailRequestInput } from '@portal/domain/hotels/hotel-avail';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The last search of each hotel page and its selected-room counter (spec §4), kept for the
// tab (sessionStorage) so that going to the cart and back keeps results and counter.
export type SearchKind = 'main' | 'orlando';
export type HotelSearch = { id: number; request: THotelAvailRequestInput; destinoLabel: string };

type SearchState = {
  searches: Partial<Record<SearchKind, HotelSearch>>;
  selections: Partial<Record<SearchKind, RoomSelection>>;
  /** A new search resets the counter and the list (spec §4). */
  startSearch: (kind: SearchKind, request: THotelAvailRequestInput, destinoLabel: string) => void;
  /** Counts a room picked for a searched room (its criteria entry); false when that one is full. */
  pickRoom: (kind: SearchKind, criterion: number) => boolean;
  reset: () => void;
};

/** The room count of each criteria entry of the search. */
const requestedRooms = (request: THotelAvailRequestInput): number[] =>
  request.roomCriteriaList.map((c) => c.roomCount ?? 1);

export const useHotelSearchStore = create<SearchState>()(
  persist(
    (set, get) => ({
      searches: {},
      selections: {},
      startSearch: (kind, request, destinoLabel) =>
        set((s) => ({
          searches: { ...s.searches, [kind]: { id: Date.now(), request, destinoLabel } },
          selections: { ...s.selections, [kind]: newRoomSelection(requestedRooms(request)) },
        })),
      pickRoom: (kind, criterion) => {
        const current = get().selections[kind];
        if (!current) return false;
        const result = selectRoom(current, criterion);
        if (!result.ok) return false;
        set((s) => ({ selections: { ...s.selections, [kind]: result.selection } }));
        return true;
      },
      reset: () => set({ searches: {}, selections: {} }),
    }),
    {
      name: 'hotelesSearch',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ searches: s.searches, selections: s.selections }),
    },
  ),
);
