import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * The form field a server answer names (`ApiError.field`, a dotted path such as `jobs.0.title`), if it is
 * one of the form's fields or lies under one.
 */
export function serverFieldOf<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
): Path<T> | undefined {
  if (!(err instanceof ApiError) || !err.field) return undefined;
  const field = err.field;
  return fields.some((f) => field === f || field.startsWith(`${f}.`)) ? (field as Path<T>) : undefined;
}

/**
 * A server answer that names one of the form's fields puts its message under that field.
 * Returns whether it did; otherwise the caller shows the error as before.
 */
export function setServerFieldError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const field = serverFieldOf(err, fields);
  if (!field) return false;
  setError(field, { type: 'server', message: (err as ApiError).message }, { shouldFocus: true });
  return true;
}

/** A box's registration with its error, to spread on a `Field` or a `TextBox`: `{...boxOf(form)('name')}`. */
export function boxOf<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>) {
  return (name: Path<T>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
