import { seatBlockTotals } from '@portal/domain/admin/seat-block-rules';
import {
  ZSeatBlock,
  ZSeatBlockLeg,
  type TSeatBlock,
  type TSeatBlockCreate,
  type TSeatBlockLeg,
} from '@portal/domain/admin/seat-blocks';
import { apiRequest } from '@/shared/api-client';
import { useAdminMutation } from '../model/use-admin-mutation';
import { adminResource, useAdminCreate } from '../model/use-admin-resource';

// GET/POST /api/admin/cupos and PATCH /api/admin/cupos/:idTramo (issue 31, item 5).

export const SEAT_BLOCKS = adminResource('cupos', '/cupos', ZSeatBlock);

export const useCreateSeatBlock = (onCreated: () => void) =>
  useAdminCreate<TSeatBlockCreate, TSeatBlock>({
    ...SEAT_BLOCKS,
    success: (block) =>
      `Se creó el cupo ${block.flightOut}/${block.flightBack} a ${block.destinationName} con ${block.totals.departures} salida(s).`,
    onSuccess: onCreated,
  });

export type TAdjustVars = { leg: TSeatBlockLeg; delta: number };

/** A leg's seats as the change leaves them, before the server says so. */
const adjustedLeg = (leg: TSeatBlockLeg, delta: number): TSeatBlockLeg => ({
  ...leg,
  seats: leg.seats + delta,
  seatsLeft: leg.seatsLeft + delta,
});

const withLeg = (block: TSeatBlock, { leg, delta }: TAdjustVars): TSeatBlock => {
  const legs = block.legs.map((l) => (l.idTramo === leg.idTramo ? adjustedLeg(l, delta) : l));
  return { ...block, legs, totals: seatBlockTotals(legs) };
};

/** Adds or withdraws seats of a leg: shown at once in its block, undone with the server's message if refused. */
export const useAdjustSeats = () =>
  useAdminMutation<TAdjustVars, TSeatBlockLeg, TSeatBlock>({
    list: SEAT_BLOCKS.list,
    mutationFn: ({ leg, delta }) =>
      apiRequest('admin', `/cupos/${leg.idTramo}`, {
        method: 'PATCH',
        body: { delta },
        schema: ZSeatBlockLeg,
      }),
    matches: (block, { leg }) => block.legs.some((l) => l.idTramo === leg.idTramo),
    optimistic: withLeg,
    success: (leg, { delta }) =>
      `${delta > 0 ? 'Se agregaron' : 'Se quitaron'} ${Math.abs(delta)} asientos: el tramo ${leg.flightNumber} tiene ${leg.seats}.`,
  });
