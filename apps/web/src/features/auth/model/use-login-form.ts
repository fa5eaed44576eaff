import { LOGIN_FORM_RULES as RULES } from '@portal/domain/auth/session-rules';
import type { TLoginForm } from '@portal/domain/auth/login';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type TField = keyof TLoginForm;
type TErrors = Partial<Record<TField, string>>;

/**
 * The rules of the domain's ZLoginForm, checked without zod: the login page is the first screen
 * and zod would double its JavaScript (issue 19). The server checks the same rules again.
 */
const validateLoginForm = ({ username, password }: TLoginForm): TErrors => {
  const errors: TErrors = {};
  const name = username.trim();
  if (!name) errors.username = RULES.usernameRequired;
  else if (name.length > RULES.usernameMax) errors.username = `Máximo ${RULES.usernameMax} caracteres`;
  if (!password) errors.password = RULES.passwordRequired;
  else if (password.length > RULES.passwordMax) errors.password = `Máximo ${RULES.passwordMax} caracteres`;
  return errors;
};

/** The two fields, their messages (cleared as the agent types) and the focus on the first to fix. */
export function useLoginForm(initial: TLoginForm) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});

  // What the agent typed in the server's page before the portal's code took it over (issue 34)
  // is in the fields but not in the state, and the next render would wipe it: it is taken in
  // before any other render can happen (a layout effect, in the commit that hydrates the form).
  useLayoutEffect(() => {
    const typed = (field: TField) => inputs.current[field]?.value ?? '';
    if (!typed('username') && !typed('password')) return;
    setValues((current) => ({
      username: typed('username') || current.username,
      password: typed('password') || current.password,
    }));
  }, []);

  const inputProps = (field: TField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    maxLength: field === 'username' ? RULES.usernameMax : RULES.passwordMax,
    ref: (node: HTMLInputElement | null) => {
      inputs.current[field] = node;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  /** The submit handler: `onValid` gets the values once both fields pass. */
  const onSubmit = (onValid: (values: TLoginForm) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    const [first] = Object.keys(found) as TField[];
    if (first) inputs.current[first]?.focus();
    else onValid(values);
  };

  return { values, inputProps, onSubmit };
}
