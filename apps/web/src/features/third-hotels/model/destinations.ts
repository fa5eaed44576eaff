import { THIRD_PROVIDER_DESTINATIONS } from '@portal/domain/hotels/third-provider';

// The third provider's free-text destination (spec §2): the portal suggests its cities
// ('Cancún, México') and sends the IATA code of the one picked or typed.

export type TThirdDestination = { iata: string; label: string };

export const DESTINATION_OPTIONS: TThirdDestination[] = THIRD_PROVIDER_DESTINATIONS.map((d) => ({
  iata: d.iata,
  label: `${d.ciudad}, ${d.pais}`,
}));

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The city typed: its label ('Cancún, México'), its name ('cancun') or its IATA code ('CUN'). */
export const matchDestination = (text: string): TThirdDestination | null => {
  const typed = plain(text);
  if (!typed) return null;
  return (
    DESTINATION_OPTIONS.find(
      (d) => plain(d.label) === typed || plain(d.label.split(',')[0]!) === typed || plain(d.iata) === typed,
    ) ?? null
  );
};
