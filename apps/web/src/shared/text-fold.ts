// Agents type names as they speak them: 'cancun', 'rio de janeiro', 'orlando florida', while
// the suppliers write 'Cancún', 'Río de Janeiro'. Searches compare folded text (issue 29,
// items 16 and 18).

/** Lower case, without accents, punctuation turned into spaces. */
const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether every word of `search` appears in `text`, in any order, accents and case aside. */
export const containsWords = (text: string, search: string): boolean => {
  const words = foldText(search).split(' ').filter(Boolean);
  // no words (the toolbar's empty name): every text matches, without folding it
  if (words.length === 0) return true;
  const folded = foldText(text);
  return words.every((word) => folded.includes(word));
};
