/** spec §2: tab title is '{label} — {company}', or the company alone. */
export const buildTitle = (label: string | null | undefined, company: string): string => {
  const trimmed = label?.trim();
  return trimmed ? `${trimmed} — ${company}` : company;
};

export type RouteHandle = { label?: string };

/** The deepest route that declares a label wins. */
export const labelFromMatches = (matches: ReadonlyArray<{ handle: unknown }>): string | undefined => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.label) return handle.label;
  }
  return undefined;
};
