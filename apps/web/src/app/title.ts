/** spec §2: tab title is '{label} — {company}', or the company alone. */
export const buildTitle = (label: string | null | undefined, company: string): string => {
  const trimmed = label?.trim();
  return trimmed ? `${trimmed} — ${company}` : company;
};

type RouteParams = Readonly<Record<string, string | undefined>>;
/** A fixed label, or one built from the URL's params ('Reserva N° 41'). */
export type RouteHandle = { label?: string | ((params: RouteParams) => string) };

/** The deepest route that declares a label wins. */
export const labelFromMatches = (
  matches: ReadonlyArray<{ handle: unknown; params?: RouteParams }>,
): string | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const label = (match?.handle as RouteHandle | undefined)?.label;
    const text = typeof label === 'function' ? label(match?.params ?? {}) : label;
    if (text) return text;
  }
  return undefined;
};
