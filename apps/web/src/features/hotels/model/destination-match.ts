import { containsWords } from '@/shared/text-fold';

/**
 * Whether a destination option matches what the agent typed. The catalogue writes 'Cancún',
 * 'Río de Janeiro'; agents type 'cancun', 'rio': a plain substring match offered nothing for
 * them (issue 29, item 16).
 */
export const matchesDestination = (label: string, search: string): boolean => containsWords(label, search);
