import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * A server answer that names one of the form's fields (`ApiError.field`) puts its message under that field.
 * Returns whether it did; otherwise the caller shows the error as before.
 */
export function setServerFieldError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError) || !err.field) return false;
  const field = fields.find((f) => f === err.field);
  if (!field) return false;
  setError(field, { type: 'server', message: err.message }, { shouldFocus: true });
  return true;
}
