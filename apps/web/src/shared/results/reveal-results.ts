/**
 * Brings a search's results to the top of the screen, under the sticky header, when they start
 * in its lower half: on a phone the search form fills the first screen, and after 'Buscar' the
 * agent saw the form and nothing of the search (issue 34). A desktop, where they already show
 * under the form, does not move. Smooth, unless the agent asked for less motion.
 */
export function revealResults(results: HTMLElement | null) {
  if (!results || results.getBoundingClientRect().top < window.innerHeight / 2) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}
