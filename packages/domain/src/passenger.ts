import { z } from 'zod';
import { ageOn, checkAdultBirthDate, checkMinorBirthDate, type PassengerForm } from './ages';
import { type Check, OK, fail, firstFailure, reportCheck } from './common/check';
import { ZEmail, ZIsoDate, zOmittable, zOptional, zRequiredText } from './common/primitives';
import { type IsoDate, isValidIsoDate } from './dates';
import { MESSAGES } from './messages';

// Passenger (spec §3, §5, §6).
export const NACIONALIDADES = ['Argentina', 'Otra'] as const;

/** Missing is 'obligatoria'; a value outside the list says which are accepted (issue 29, item 19). */
const checkNationality = (value: unknown): Check => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return fail('nationalityRequired', 'nacionalidad');
  return (NACIONALIDADES as readonly unknown[]).includes(value)
    ? OK
    : fail('nationalityInvalid', 'nacionalidad');
};
export const ZNacionalidad = z.enum(NACIONALIDADES, {
  error: (issue) => {
    const check = checkNationality(issue.input);
    return check.ok ? undefined : check.message;
  },
});

/** Document digits: up to 9 for adults, up to 8 for minors (spec §5). */
export const DOCUMENT_MAX_DIGITS = { adult: 9, minor: 8 } as const;
export type PaxAgeGroup = keyof typeof DOCUMENT_MAX_DIGITS;

/** The document types the form offers; a client may send others, read as a passport. */
export const DOCUMENT_TYPES = ['DNI', 'Pasaporte'] as const;
/** A passport (or any document that is not a DNI): 6 to 9 letters and digits (issue 11, item 2). */
const PASSPORT = /^[A-Z0-9]{6,9}$/;

/** spec §5's digit masks are the DNI's; a passport has letters too. No type means a DNI. */
export const isDigitDocument = (tipoDoc: string | null | undefined): boolean =>
  !tipoDoc?.trim() || tipoDoc.trim().toUpperCase() === 'DNI';

/** The document input mask: a DNI keeps digits, cut at the maximum; a passport letters and digits, upper case. */
export const maskDocument = (input: string, group: PaxAgeGroup, tipoDoc?: string | null): string =>
  isDigitDocument(tipoDoc)
    ? input.replace(/\D/g, '').slice(0, DOCUMENT_MAX_DIGITS[group])
    : input
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 9);

export const checkDocument = (
  dni: string | null | undefined,
  group: PaxAgeGroup,
  tipoDoc?: string | null,
): Check => {
  if (!dni || dni.trim() === '') return fail('documentRequired', 'dni');
  if (!isDigitDocument(tipoDoc)) return PASSPORT.test(dni) ? OK : fail('passportFormat', 'dni');
  const max = DOCUMENT_MAX_DIGITS[group];
  return new RegExp(`^\\d{1,${max}}$`).test(dni)
    ? OK
    : fail(group === 'adult' ? 'documentDigitsAdult' : 'documentDigitsMinor', 'dni');
};

/** spec §3 Passenger, field names as the spec writes them. */
export const ZPassenger = z.object({
  nombres: zRequiredText(MESSAGES.firstNameRequired).max(100),
  apellidos: zRequiredText(MESSAGES.lastNameRequired).max(100),
  // the digits of a DNI or the letters and digits of a passport: checkDocument says which
  dni: z.string().regex(/^[A-Z0-9]{1,20}$/, MESSAGES.documentFormat),
  email: zOptional(ZEmail), // lead adult only, optional ('Opcional CC a pasajero')
  nacionalidad: ZNacionalidad,
  nacimiento: ZIsoDate,
  edad: z.number().int().min(0).max(120),
  tipoDoc: zOmittable(z.string().trim().min(1).max(20).default('DNI')),
  phone: zOptional(z.string().max(40)),
  address: zOptional(z.string().max(200)),
  type: zOmittable(z.number().int().optional()), // 0 in hotel booking
  index: zOmittable(z.number().int().optional()), // 0 in hotel booking
});
export type TPassenger = z.infer<typeof ZPassenger>;
export type TPassengerInput = z.input<typeof ZPassenger>;

export type PassengerContext = {
  group: PaxAgeGroup;
  form: PassengerForm; // 'ticket' (ticket/hotel-Disney/assistance forms) or 'hotel' (hotel booking page)
  today: IsoDate;
  /** entry or check-in date: minors' birth window is taken on it */
  refDate: IsoDate;
  /** the minor's stated age, when known */
  minorAge?: number | null;
  /** the lead passenger (first adult); false forbids an email, undefined leaves it to the caller */
  isLead?: boolean;
};

/** The fields the rules read; nacionalidad as typed, so a wrong value gets the rule's message. */
type PassengerFields = Partial<Omit<TPassengerInput, 'nacionalidad' | 'email'>> & {
  nacionalidad?: string | null;
  email?: string | null;
};

/**
 * spec §3: only the lead adult carries an email ('Opcional CC a pasajero'). Its format is
 * ZEmail's, the rule ZPassenger applies, so the form and the server never disagree on one.
 */
const checkEmail = (email: string | null | undefined, ctx: PassengerContext): Check => {
  if (email === undefined || email === null || email === '') return OK;
  if (ctx.isLead === false || ctx.group === 'minor') return fail('emailLeadAdultOnly', 'email');
  return ZEmail.safeParse(email).success ? OK : fail('invalidEmail', 'email');
};

/** Every rule of one passenger, each naming the field it concerns. */
const passengerChecks = (p: PassengerFields, ctx: PassengerContext): Check[] => [
  p.nombres?.trim() ? OK : fail('firstNameRequired', 'nombres'),
  p.apellidos?.trim() ? OK : fail('lastNameRequired', 'apellidos'),
  checkDocument(p.dni, ctx.group, p.tipoDoc),
  checkNationality(p.nacionalidad),
  checkEmail(p.email, ctx),
  !p.nacimiento
    ? fail('birthDateRequired', 'nacimiento')
    : ctx.group === 'adult'
      ? checkAdultBirthDate(p.nacimiento, ctx.today, ctx.form, ctx.isLead === true)
      : checkMinorBirthDate(p.nacimiento, ctx.refDate, ctx.minorAge),
];

/** All rules of one passenger; the first failing rule, with the field it concerns. */
export const checkPassenger = (p: PassengerFields, ctx: PassengerContext): Check =>
  firstFailure(...passengerChecks(p, ctx));

/** The computed edad of a passenger on the entry/check-in date (spec §3 "edad (computed)"). */
export const passengerAge = (nacimiento: IsoDate, refDate: IsoDate): number | undefined =>
  isValidIsoDate(nacimiento) && isValidIsoDate(refDate) ? ageOn(nacimiento, refDate) : undefined;

/** A form schema: ZPassenger plus the context rules, reporting the same Spanish messages. */
export const makePassengerSchema = (ctx: PassengerContext) =>
  ZPassenger.superRefine((p, c) => reportCheck(c, checkPassenger(p, ctx)));

// ---- the passenger form (spec §5): one row per person, as the agent types it
/** Optional fields may be absent, null or ''; the rules say which ones are required. */
export const ZPassengerRow = z.object({
  nombres: z.string().nullish(),
  apellidos: z.string().nullish(),
  tipoDoc: z.string().nullish(),
  dni: z.string().nullish(),
  email: z.string().nullish(),
  nacionalidad: z.string().nullish(),
  nacimiento: z.string().nullish(),
});
export type TPassengerRow = z.input<typeof ZPassengerRow>;

const filled = (v: string | null | undefined): string | undefined => v?.trim() || undefined;

/** The row as the payload ZPassenger reads: trimmed, blanks dropped, edad on the entry/check-in date. */
const passengerOfRow = (row: TPassengerRow, refDate: IsoDate): PassengerFields => {
  const email = filled(row.email);
  const tipoDoc = filled(row.tipoDoc);
  return {
    nombres: row.nombres?.trim() ?? '',
    apellidos: row.apellidos?.trim() ?? '',
    dni: row.dni ?? '',
    ...(email === undefined ? {} : { email }),
    ...(tipoDoc === undefined ? {} : { tipoDoc }),
    nacionalidad: row.nacionalidad,
    nacimiento: row.nacimiento ?? '',
    edad: row.nacimiento ? passengerAge(row.nacimiento, refDate) : undefined,
  };
};

/**
 * One passenger row of the form: every broken rule under its own field, then the payload
 * schema the server parses, so the form accepts exactly what the server does. Output: TPassenger.
 */
export const makePassengerRowSchema = (ctx: PassengerContext) =>
  ZPassengerRow.superRefine((row, c) => {
    for (const check of passengerChecks(passengerOfRow(row, ctx.refDate), ctx)) reportCheck(c, check);
  })
    .transform((row): unknown => passengerOfRow(row, ctx.refDate))
    .pipe(makePassengerSchema(ctx));

/** spec §6: AS agents must choose the client entity (idEntidad). */
export const checkClientEntity = (o: { isAgenteAS: boolean; idEntidad?: number | string | null }): Check =>
  !o.isAgenteAS || (o.idEntidad !== undefined && o.idEntidad !== null && o.idEntidad !== '')
    ? OK
    : fail('clientEntityRequired', 'idEntidad');
