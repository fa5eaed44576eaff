import { adultBirthDateMax, minorBirthWindow } from '@portal/domain/ages';
import { addYears, type IsoDate } from '@portal/domain/dates';

// Who the passenger form asks for and what it starts with. The rules themselves are the
// domain's (makePassengerRowSchema), applied by passengers-schema.ts.

/**
 * One person to ask for: an adult or a minor, with the stated age when the search had one
 * (assistance quotes adults by age too: then the birth date must give that age).
 */
export type TPaxSlot = { kind: 'adult' | 'minor'; age?: number | null };

const hasAge = (slot: TPaxSlot): slot is TPaxSlot & { age: number } =>
  slot.age !== undefined && slot.age !== null;

export type TPaxValues = {
  nombres: string;
  apellidos: string;
  tipoDoc: string;
  dni: string;
  email: string;
  nacionalidad: 'Argentina' | 'Otra' | null;
  nacimiento: IsoDate | null;
};
export type TPaxField = keyof TPaxValues;

/** 'ticket': adults born ≥ 9 years before today; 'hotel': ≥ 17 years (spec §5). */
export type TPaxVariant = 'ticket' | 'hotel';

export type TPaxRulesContext = {
  /** entry (tickets) or check-in (hotels) date: minors' birth window and edad are taken on it */
  referenceDate: IsoDate;
  variant: TPaxVariant;
  today: IsoDate;
};

export const emptyPax = (): TPaxValues => ({
  nombres: '',
  apellidos: '',
  tipoDoc: 'DNI',
  dni: '',
  email: '',
  nacionalidad: 'Argentina',
  nacimiento: null,
});

/** The lead passenger is the first adult: only they get the optional email (spec §3). */
export const leadIndex = (slots: readonly TPaxSlot[]): number => slots.findIndex((s) => s.kind === 'adult');

/**
 * Selectable birth dates: the lead 18+, other adults 9/10+ (domain ages), minors inside their
 * window; an adult of a stated age is born in the year that gives it on the reference date.
 */
export const birthDateBounds = (
  slot: TPaxSlot,
  ctx: TPaxRulesContext,
  isLead = false,
): { min: IsoDate; max: IsoDate } => {
  if (slot.kind === 'minor') return minorBirthWindow(ctx.referenceDate, slot.age);
  // the window of one age on a date is the same rule for an adult as for a minor
  if (hasAge(slot)) return minorBirthWindow(ctx.referenceDate, slot.age);
  return { min: addYears(ctx.today, -120), max: adultBirthDateMax(ctx.today, ctx.variant, isLead) };
};

/** Whether the slot's birth date has a lower bound worth saying ('Entre … y …'). */
export const hasBirthWindow = (slot: TPaxSlot): boolean => slot.kind === 'minor' || hasAge(slot);
