import type { Behaviour } from '../../config';
import { otaError, type OtaError } from './xml-write';

// The OTA variant of behaviour.ts: the same knobs, but a supplier that speaks OTA says its
// failures inside an HTTP 200 answer (Errors), as the real ones do; only a lost answer is a
// transport failure (a gateway's 503). The behaviour is read at every call, since
// PUT /_control/<SUPPLIER> changes it while the simulator runs.

export type Fault = { error: OtaError } | { lost: true } | undefined;

/**
 * What goes wrong with one call, drawn as applyBehaviour draws it (one number for the failure
 * rate, then one per booking knob, in order).
 */
export const faultOf = (o: { behaviour: Behaviour; random: () => number; booking: boolean }): Fault => {
  const { behaviour: b, random } = o;
  if (random() < b.failRate)
    return { error: otaError('187', 'unknown', 'Inventario en mantenimiento, intente nuevamente.') };
  if (!o.booking) return undefined;
  if (random() < b.bookFailRate)
    return {
      error: otaError('448', 'processingException', 'Error del sistema de reservas, intente nuevamente.'),
    };
  if (random() < b.bookRefuseRate)
    return { error: otaError('450', 'bizRule', 'El hotel no acepta la reserva.') };
  if (random() < b.lostAnswerRate) return { lost: true };
  return undefined;
};

/** What a gateway in front of the supplier answers when the supplier's answer is lost. */
export const GATEWAY_LOST = { status: 503, type: 'text/plain; charset=utf-8', body: 'Service Unavailable' };
