import type { TActivityDraft } from '@portal/domain/activities/activity-draft';
import type { IsoDate } from '@portal/domain/dates';
import type { TVoucherRequest } from '@portal/domain/assistance/voucher';
import type { TCarBookingRequest } from '@portal/domain/cars/book-car';
import type { TFlightBookingRequest } from '@portal/domain/flights/book-flight';
import type { TDisneyBookingRequest } from '@portal/domain/hotels/reserva-disney';
import type { THotelResV2Request } from '@portal/domain/hotels/third-provider';
import type { TOrderSummary } from '@portal/domain/orders/order-summary';
import type { TParkId } from '@portal/domain/tickets/parks';
import type { TTransferBookingRequest } from '@portal/domain/transfers/book-transfer';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TPaxSlot, TPaxVariant } from '@/shared/passenger-form/passenger-rules';
import { userKey, userScopedStorage } from '@/shared/user-storage';

// The order a module hands to the passenger form page (/form-pax?q=<module>, spec §2, §4):
// what the summary shows, who travels, and the module's own booking data. Kept per user in
// localStorage (user-storage) so a reload, another tab or a new login after the session
// expired keeps it; other modules add a member to TOrderDraft.

/** Tickets (spec §3 ticket booking payload, minus passengers and user ids). */
export type TTicketOrderPayload = {
  park: TParkId;
  nombreTicket: string;
  codigoTicketAdult: string;
  codigoTicketChild: string;
  cantidadAdultos: number;
  cantidadChild: number;
  checkin: IsoDate;
  tarifaAdulto: number;
  tarifaChild?: number;
  monto: number;
  /** Universal only: the event chosen with findEvents, or the entry day's opening */
  universal?: { eventDateTime: string; salesProgramId: string; pluAdl: string; pluChd?: string };
};

/**
 * form-pax?q=provider: a Disney hotel room (spec §3 Disney booking payload) or a room of the
 * third provider (hotelResV2), minus the passengers and what the session gives at submit.
 */
export type TDisneyHotelOrderPayload = { kind: 'disney' } & Omit<
  TDisneyBookingRequest,
  'pasajeros' | 'idUsuarioReservo' | 'idUWS' | 'idEntidad' | 'isAgenteAS'
>;
export type TThirdHotelOrderPayload = { kind: 'third' } & Pick<
  THotelResV2Request,
  'informacionRsrv' | 'tarifa' | 'hotelID'
>;
type TProviderOrderPayload = TDisneyHotelOrderPayload | TThirdHotelOrderPayload;

/**
 * form-pax?q=flights: the round trip picked (spec §3 Flight selection: both legs as `tramos`,
 * their ids, dates and airports, the per-adult tarifas and the total shown as `monto`), i.e.
 * the booking request minus the passengers and what the session gives at submit.
 */
export type TFlightOrderPayload = Omit<
  TFlightBookingRequest,
  'pasajeros' | 'idUsuarioReservo' | 'idUWS' | 'idEntidad'
>;

/**
 * form-pax?q=cars: the rate picked and its extra equipment (spec §3 Car booking payload), i.e.
 * the booking request minus the driver (pax) and what the session gives at submit.
 */
export type TCarOrderPayload = Omit<
  TCarBookingRequest,
  'pax' | 'idUsuarioReservo' | 'idUWS' | 'isAgenteAS' | 'idEntidad'
>;

/**
 * form-pax?q=assistance: the plan the insurer accepted (spec §4), i.e. what POST
 * voucher/pre-reserva needs besides the passengers and the session: the quote (header
 * idCotizacion), the plan's category and validity, the quoted ages in order (the passengers
 * must have them on the departure day) and the total shown as `monto`.
 */
export type TAssistanceOrderPayload = Pick<TVoucherRequest['datosVoucher'], 'tipoViaje' | 'fechaVigencia'> & {
  idCotizacion: string;
  fechaInicio: IsoDate;
  edades: number[];
  monto: number;
};

/**
 * form-pax?q=activities: the activity reservation draft of spec §3 (party, product, date, the
 * option and time slot picked, echoToken, the option's price as tarifa), i.e. the booking
 * request minus the passengers and the AS agent's client entity.
 */
export type TActivityOrderPayload = TActivityDraft;

/**
 * form-pax?q=transfers: the transfer selection of spec §3 (fecha, adultos, menores, name,
 * currency, tarifa = the product's price for the party) with the search's echoToken and
 * productBookingCode, and the flight the driver waits for. The minors' ages are the draft's
 * passenger slots.
 */
export type TTransferOrderPayload = Omit<TTransferBookingRequest, 'pasajeros' | 'idEntidad'>;

type TDraftBase = {
  summary: TOrderSummary;
  passengers: TPaxSlot[];
  referenceDate: IsoDate;
  variant: TPaxVariant;
};

export type TOrderDraft =
  | (TDraftBase & { q: 'tickets'; payload: TTicketOrderPayload })
  | (TDraftBase & { q: 'provider'; payload: TProviderOrderPayload })
  | (TDraftBase & { q: 'flights'; payload: TFlightOrderPayload })
  | (TDraftBase & { q: 'assistance'; payload: TAssistanceOrderPayload })
  | (TDraftBase & { q: 'activities'; payload: TActivityOrderPayload })
  | (TDraftBase & { q: 'transfers'; payload: TTransferOrderPayload })
  /** driverMinAge: the brand's edadMinima from its terms, when they were read (18 otherwise) */
  | (TDraftBase & { q: 'cars'; payload: TCarOrderPayload; driverMinAge?: number });
export type TOrderModule = TOrderDraft['q'];
export type TOrderDraftOf<Q extends TOrderModule> = Extract<TOrderDraft, { q: Q }>;

type OrderDraftState = {
  draft: TOrderDraft | null;
  setDraft: (draft: TOrderDraft) => void;
  clear: () => void;
};

export const useOrderDraftStore = create<OrderDraftState>()(
  persist(
    (set) => ({
      draft: null,
      setDraft: (draft) => set({ draft }),
      clear: () => set({ draft: null }),
    }),
    {
      name: 'order-draft',
      storage: createJSONStorage(() => userScopedStorage),
      partialize: ({ draft }) => ({ draft }),
    },
  ),
);

/** Reads the draft of whoever is logged in now. */
export const reloadOrderDraft = () => {
  if (localStorage.getItem(userKey('order-draft')) === null) useOrderDraftStore.setState({ draft: null });
  else void useOrderDraftStore.persist.rehydrate();
};
