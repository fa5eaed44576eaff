import type { TParkId } from '@portal/domain';
import { callSupplier, SupplierError, type SupplierBehaviour } from '../core';
import { hash32 } from '../random';
import { ticketInfo } from './catalogue';
import type { PreBookAnswer, TicketCatalogue, TicketSupplier, TicketSupplierName } from './types';

const REF_PREFIX: Record<TicketSupplierName, string> = { DISNEY: 'WDW', DISNEYLAND: 'DLR', UNIVERSAL: 'UOR' };

/**
 * A sandbox ticket supplier: real code over the inventory kept in the repo, answering each
 * call the way a remote supplier does (latency, failure rate, timeout; ARCHITECTURE "Suppliers").
 */
export function createSandboxTicketSupplier(opts: {
  name: TicketSupplierName;
  park: TParkId;
  catalogue: TicketCatalogue;
  behaviour: SupplierBehaviour;
}): TicketSupplier {
  const { name, park, catalogue, behaviour } = opts;
  const call = <T>(work: () => T) => callSupplier(name, behaviour, work);
  return {
    name,
    park,
    catalogue,
    search: ({ date, days }) => call(() => catalogue.search(date, days)),
    info: ({ code, date }) =>
      call(() => {
        const product = catalogue.product(code);
        return product ? ticketInfo(product, date) : undefined;
      }),
    availability: ({ code, date }) => call(() => catalogue.quote(code, date)),
    findEvents: ({ code, date, programId, quantity }) =>
      call(() =>
        catalogue.events(code, date).filter((e) => e.salesProgramId === programId && e.available >= quantity),
      ),
    preBook: (req) =>
      call((): PreBookAnswer => {
        const quote = catalogue.quote(req.code, req.date);
        if (!quote || quote.soldOut) throw new SupplierError(name, 'rejected', 'sold out');
        const quantity = req.adults + req.children;
        // The sandbox checks the event's capacity only: it keeps no state (ARCHITECTURE
        // "Scale"), so the places our bookings used are counted by the tickets service in
        // ticket_event_places, in the booking transaction.
        if (req.event) {
          const event = catalogue
            .events(req.code, req.date)
            .find((e) => e.eventDateTime === req.event?.eventDateTime);
          if (!event || event.available < quantity) throw new SupplierError(name, 'rejected', 'event full');
        }
        const ref = hash32(`${name}:${req.reference}:${req.code}:${req.date}`).toString(36).toUpperCase();
        return {
          supplierRef: `${REF_PREFIX[name]}-${ref.padStart(7, '0')}`,
          status: 'pre_booked',
          product: req.code,
          date: req.date,
          quantity,
          total: req.totalCents / 100,
          currency: 'USD',
          ...(req.event ? { event: req.event } : {}),
        };
      }),
  };
}
