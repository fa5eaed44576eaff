import type { FormErrors } from '@mantine/form';

type TFocusable = { getInputNode: (path: string) => HTMLElement | null };

/**
 * The submit's error handler of every search form: keyboard users land on the field to fix.
 * Without `order` the errors' own order is used (the schema's, which follows the fields).
 */
export const focusFirstError =
  (form: TFocusable, order?: readonly string[]) =>
  (errors: FormErrors): void => {
    const field = order ? order.find((path) => errors[path]) : Object.keys(errors)[0];
    if (field) form.getInputNode(field)?.focus();
  };
