import type { THotelAvailResponse } from '@portal/domain/hotels/hotel-avail';
import type { TAvailStreamLine, TSupplierLabel } from '@portal/domain/hotels/hotel-avail-stream';

/** The search as far as the suppliers have answered (issue 34, item 3). */
export type TAvailProgress = {
  /** avail's answer with the lists of the suppliers that answered so far */
  answer: THotelAvailResponse;
  /** the suppliers still searching */
  searching: TSupplierLabel[];
  /** every supplier asked has answered or failed */
  done: boolean;
};

const LIST = {
  Omnibees: 'hotelAvailResponseOmnibees',
  Prestige: 'hotelAvailResponsePrestige',
  HBSI: 'hotelAvailResponseHBSI',
} as const satisfies Record<TSupplierLabel, keyof THotelAvailResponse>;

export const NO_PROGRESS: TAvailProgress = {
  answer: {
    hotelAvailResponseOmnibees: { hoteles: [] },
    hotelAvailResponsePrestige: { hoteles: [] },
    hotelAvailResponseHBSI: { hoteles: [] },
    failedSuppliers: [],
    proveedores: [],
  },
  searching: [],
  done: false,
};

/** The progress after one more line of the stream. */
export function addAvailLine(progress: TAvailProgress, line: TAvailStreamLine): TAvailProgress {
  if ('buscando' in line) return { ...progress, searching: line.buscando };
  if ('fin' in line) {
    const { failedSuppliers, proveedores } = line;
    return { answer: { ...progress.answer, failedSuppliers, proveedores }, searching: [], done: true };
  }
  const { hoteles, ...state } = line;
  const answer = {
    ...progress.answer,
    [LIST[state.proveedor]]: { hoteles },
    proveedores: [...progress.answer.proveedores.filter((p) => p.proveedor !== state.proveedor), state],
  };
  return { ...progress, answer, searching: progress.searching.filter((s) => s !== state.proveedor) };
}
