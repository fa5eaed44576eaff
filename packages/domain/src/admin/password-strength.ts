import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as spanishDictionary, translations as spanish } from '@zxcvbn-ts/language-es-es';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './users';

// How strong a password must be (issue 31, item 2): judged offline by zxcvbn-ts with its common
// and Spanish dictionaries, the user's own name and username counting as easy guesses. The API's
// verdict is the one that counts; the portal shows the same one as a meter while the user types.
// Import it by its subpath only: its dictionaries weigh about a megabyte.

/** zxcvbn's 0–4 scale: 3 is 'safely unguessable' against an online attack and a slow hash */
export const PASSWORD_MIN_SCORE = 3;

export const STRENGTH_LABELS = ['Muy débil', 'Débil', 'Regular', 'Fuerte', 'Muy fuerte'] as const;

export const PASSWORD_MESSAGES = {
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres.`,
  weak: 'La contraseña es demasiado fácil de adivinar.',
} as const;

// The library's Spanish speaks in 'tú'; the portal speaks in 'usted' (spec §8).
const translations = {
  ...spanish,
  warnings: {
    ...spanish.warnings,
    straightRow: 'Las teclas seguidas del teclado son fáciles de adivinar.',
    keyPattern: 'Los patrones cortos del teclado son fáciles de adivinar.',
    simpleRepeat: 'Los caracteres repetidos como "aaa" son fáciles de adivinar.',
    extendedRepeat: 'Los patrones repetidos como "abcabcabc" son fáciles de adivinar.',
    sequences: 'Las secuencias como "abc" o "123" son fáciles de adivinar.',
    namesByThemselves: 'Los nombres o apellidos solos son fáciles de adivinar.',
    commonNames: 'Los nombres y apellidos comunes son fáciles de adivinar.',
    userInputs: 'No use su nombre ni su usuario en la contraseña.',
    pwned: 'Esta contraseña apareció en una filtración de datos en Internet.',
  },
  suggestions: {
    l33t: 'Evite reemplazos previsibles como "@" por "a".',
    reverseWords: 'Evite palabras comunes escritas al revés.',
    allUppercase: 'Ponga en mayúscula algunas letras, no todas.',
    capitalization: 'Ponga en mayúscula otras letras además de la primera.',
    dates: 'Evite fechas relacionadas con usted.',
    recentYears: 'Evite los años recientes.',
    associatedYears: 'Evite años relacionados con usted.',
    sequences: 'Evite secuencias comunes de letras o números.',
    repeated: 'Evite repetir palabras y caracteres.',
    longerKeyboardPattern: 'Use patrones de teclado más largos y cambie de dirección varias veces.',
    anotherWord: 'Agregue más palabras, poco comunes.',
    useWords: 'Use varias palabras, pero no frases conocidas.',
    noNeed: 'Puede crear contraseñas seguras sin símbolos, números ni mayúsculas.',
    pwned: 'Si usa esta contraseña en otro sitio, cámbiela también allí.',
  },
};

let factory: ZxcvbnFactory | undefined;
// Built on first use: ranking the dictionaries takes a moment nobody should pay at start-up.
const judge = () =>
  (factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...spanishDictionary },
  }));

export type TPasswordVerdict = {
  ok: boolean;
  /** 0 (very weak) to 4 (very strong) */
  score: number;
  label: (typeof STRENGTH_LABELS)[number];
  /** why it fails, in one sentence; absent when it passes */
  message?: string;
  /** the estimator's warning and suggestions, in Spanish */
  feedback: string[];
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The user's name and username, whole, joined and word by word: a password built on them is an easy guess. */
const wordsOf = (userInputs: readonly string[]) =>
  userInputs
    .flatMap((s) => [s.toLowerCase(), plain(s)])
    .flatMap((s) => [s, s.replace(/[\s._-]+/g, ''), ...s.split(/[\s._-]+/)])
    .filter((w) => w.length >= 3);

/**
 * Whether a password is strong enough: at least PASSWORD_MIN_LENGTH characters and a zxcvbn
 * score of PASSWORD_MIN_SCORE or more, with the user's name and username as known inputs.
 */
export function judgePassword(password: string, userInputs: readonly string[] = []): TPasswordVerdict {
  const result = judge().check(password.slice(0, PASSWORD_MAX_LENGTH), wordsOf(userInputs));
  const { score } = result;
  const feedback = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string =>
    Boolean(text),
  );
  const label = STRENGTH_LABELS[score] ?? STRENGTH_LABELS[0];
  const base = { score, label, feedback };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ...base, ok: false, message: PASSWORD_MESSAGES.tooShort };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ...base, ok: false, message: PASSWORD_MESSAGES.tooLong };
  if (score < PASSWORD_MIN_SCORE)
    return { ...base, ok: false, message: [PASSWORD_MESSAGES.weak, ...feedback].join(' ') };
  return { ...base, ok: true };
}
