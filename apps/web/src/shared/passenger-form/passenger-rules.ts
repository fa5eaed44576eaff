import { adultBirthDateMax, minorBirthWindow } from '@portal/domain/ages';
import { addYears, type IsoDate } from '@portal/domain/dates';

// Who the passenger form asks for and what it starts with. The rules themselves are the
// domain's (makePassengerRowSchema), applied by passengers-schema.ts.

/** One person to ask for: an adult or a minor (with the stated age, when the search had one). */
export type TPaxSlot = { kind: 'adult' | 'minor'; age?: number | null };

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

/** Selectable birth dates: the lead 18+, other adults 9/10+ (domain ages), minors inside their window. */
export const birthDateBounds = (
  slot: TPaxSlot,
  ctx: TPaxRulesContext,
  isLead = false,
): { min: IsoDate; max: IsoDate } =>
  slot.kind === 'adult'
    ? { min: addYears(ctx.today, -120), max: adultBirthDateMax(ctx.today, ctx.variant, isLead) }
    : minorBirthWindow(ctx.referenceDate, slot.age);
