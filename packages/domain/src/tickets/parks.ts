import { z } from 'zod';
import type { MessageKey } from '../messages';

// Theme parks (spec §1, §2, §9): days 1-10 for Walt Disney World, 1-5 for Disneyland,
// none for Universal.
export const PARKS = {
  disney: {
    id: 'disney',
    name: 'Walt Disney World',
    provider: 'Disney',
    currency: 'USD',
    days: { min: 1, max: 10 },
    daysMessage: 'ticketDaysDisney',
  },
  disneyland: {
    id: 'disneyland',
    name: 'Disneyland',
    provider: 'Disneyland',
    currency: 'USD',
    days: { min: 1, max: 5 },
    daysMessage: 'ticketDaysDisneyland',
  },
  universal: {
    id: 'universal',
    name: 'Universal',
    provider: 'Universal',
    currency: 'USD',
    days: null,
    daysMessage: 'ticketDaysUniversal',
  },
} as const satisfies Record<
  string,
  {
    id: string;
    name: string;
    provider: string;
    currency: 'USD' | 'ARS';
    days: { min: number; max: number } | null;
    daysMessage: MessageKey;
  }
>;

export const PARK_IDS = ['disney', 'disneyland', 'universal'] as const;
export type TParkId = (typeof PARK_IDS)[number];
export const ZParkId = z.enum(PARK_IDS);

/** The ticket providers named in offers and in POST tickets/pre-reservar/{Disney or Universal}. */
const TICKET_PROVIDERS = ['Disney', 'Disneyland', 'Universal'] as const;
export const ZTicketProvider = z.enum(TICKET_PROVIDERS);
type TTicketProvider = z.infer<typeof ZTicketProvider>;

export const ZPreReservarPark = z.enum(['Disney', 'Universal']);

/** The day options of a park's search (empty for Universal). */
export const parkDayOptions = (park: TParkId): number[] => {
  const days = PARKS[park].days;
  return days ? Array.from({ length: days.max - days.min + 1 }, (_, i) => days.min + i) : [];
};

export const parkOfProvider = (provider: TTicketProvider): TParkId =>
  provider === 'Disney' ? 'disney' : provider === 'Disneyland' ? 'disneyland' : 'universal';
