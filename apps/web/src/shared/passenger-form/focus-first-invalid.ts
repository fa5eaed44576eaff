/** After a failed submit, moves focus to the first field that shows an error (keyboard users). */
export const focusFirstInvalid = (root: HTMLElement | null) => {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
};
