import {
  adultBirthDateMax,
  checkAdultBirthDate,
  checkMinorBirthDate,
  minorBirthWindow,
} from '@portal/domain/ages';
import { addYears, type IsoDate } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import {
  checkDocument,
  checkPassenger,
  makePassengerSchema,
  passengerAge,
  type PassengerContext,
  type TPassenger,
} from '@portal/domain/passenger';
import { isEmail, isFilled } from '@portal/domain/small-rules';

// The passenger rules of spec §5, applied per field so every broken rule shows under its field.
// The domain's checkPassenger / makePassengerSchema stay the final word on each passenger.

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
export type TPaxErrors = Partial<Record<TPaxField, string>>;

/** 'ticket': adults born ≥ 9 years before today; 'hotel': ≥ 17 years (spec §5). */
export type TPaxVariant = 'ticket' | 'hotel';

export type TPaxRulesContext = {
  /** entry (tickets) or check-in (hotels) date: minors' birth window and edad are taken on it */
  referenceDate: IsoDate;
  variant: TPaxVariant;
  today: IsoDate;
};

export const DOCUMENT_TYPES = ['DNI', 'Pasaporte'] as const;

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

/** Selectable birth dates: adults up to 9/17 years before today, minors inside their window. */
export const birthDateBounds = (slot: TPaxSlot, ctx: TPaxRulesContext): { min: IsoDate; max: IsoDate } =>
  slot.kind === 'adult'
    ? { min: addYears(ctx.today, -120), max: adultBirthDateMax(ctx.today, ctx.variant) }
    : minorBirthWindow(ctx.referenceDate, slot.age);

const domainContext = (slot: TPaxSlot, ctx: TPaxRulesContext, isLead: boolean): PassengerContext => ({
  group: slot.kind,
  form: ctx.variant,
  today: ctx.today,
  refDate: ctx.referenceDate,
  minorAge: slot.age ?? undefined,
  isLead,
});

const messageOf = (check: { ok: boolean; message?: string }) => (check.ok ? undefined : check.message);

const birthError = (v: TPaxValues, slot: TPaxSlot, ctx: TPaxRulesContext) => {
  if (!v.nacimiento) return MESSAGES.birthDateRequired;
  return messageOf(
    slot.kind === 'adult'
      ? checkAdultBirthDate(v.nacimiento, ctx.today, ctx.variant)
      : checkMinorBirthDate(v.nacimiento, ctx.referenceDate, slot.age),
  );
};

/** Every field's message for one passenger (empty object when all rules pass). */
export const paxFieldErrors = (
  v: TPaxValues,
  slot: TPaxSlot,
  ctx: TPaxRulesContext,
  isLead: boolean,
): TPaxErrors => {
  const errors: TPaxErrors = {
    nombres: isFilled(v.nombres) ? undefined : MESSAGES.firstNameRequired,
    apellidos: isFilled(v.apellidos) ? undefined : MESSAGES.lastNameRequired,
    tipoDoc: isFilled(v.tipoDoc) ? undefined : MESSAGES.requiredField,
    dni: messageOf(checkDocument(v.dni, slot.kind)),
    nacionalidad: v.nacionalidad ? undefined : MESSAGES.nationalityRequired,
    email: isLead && v.email.trim() && !isEmail(v.email) ? MESSAGES.invalidEmail : undefined,
    nacimiento: birthError(v, slot, ctx),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as TPaxErrors;
};

const toPassengerInput = (v: TPaxValues, ctx: TPaxRulesContext, isLead: boolean) => {
  const nacimiento = v.nacimiento ?? '';
  return {
    nombres: v.nombres.trim(),
    apellidos: v.apellidos.trim(),
    dni: v.dni,
    ...(isLead && v.email.trim() ? { email: v.email.trim() } : {}),
    nacionalidad: v.nacionalidad ?? undefined,
    nacimiento,
    edad: passengerAge(nacimiento, ctx.referenceDate) ?? -1,
    tipoDoc: v.tipoDoc,
  };
};

export type TPaxValidation = { ok: true; passengers: TPassenger[] } | { ok: false; errors: TPaxErrors[] };

/** Validates every passenger; on success the domain-parsed TPassenger[] in slot order. */
export const validatePassengers = (
  slots: readonly TPaxSlot[],
  values: readonly TPaxValues[],
  ctx: TPaxRulesContext,
): TPaxValidation => {
  const lead = leadIndex(slots);
  const passengers: TPassenger[] = [];
  const errors = slots.map((slot, i): TPaxErrors => {
    const v = values[i] ?? emptyPax();
    const fieldErrors = paxFieldErrors(v, slot, ctx, i === lead);
    if (Object.keys(fieldErrors).length > 0) return fieldErrors;
    const input = toPassengerInput(v, ctx, i === lead);
    const dctx = domainContext(slot, ctx, i === lead);
    const parsed = makePassengerSchema(dctx).safeParse(input);
    if (parsed.success) {
      passengers.push(parsed.data);
      return {};
    }
    const check = checkPassenger(input, dctx);
    // A rule only the whole passenger shows (edad comes from the birth date).
    const field = !check.ok && check.field && check.field in v ? check.field : 'nacimiento';
    return { [field]: check.ok ? MESSAGES.invalidRequest : check.message };
  });
  return errors.every((e) => Object.keys(e).length === 0) ? { ok: true, passengers } : { ok: false, errors };
};
