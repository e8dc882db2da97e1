import { useState, type ChangeEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/** Field values plus the errors of the last submit; editing a field clears its error. */
export function useFormState<T extends object>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /** Sets fields from elsewhere than their own inputs (a map, the browser's position), clearing their errors. */
  const set = (changes: Partial<T>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((name) => [name, undefined])),
    }));
  };

  /** Validates; answers true when the values may be sent. */
  const check = () => {
    const found = validate(values);
    setErrors(found);
    return !hasErrors(found);
  };

  return { values, errors, field, set, check };
}
