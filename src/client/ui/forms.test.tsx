// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { serverFieldOf, setServerFieldError } from '@client/lib/forms';
import { Field } from '@client/ui/Field';

type Form = { city: string; jobs: { title: string }[] };
let setError: UseFormSetError<Form>;

function Harness() {
  const form = useForm<Form>({ defaultValues: { city: '', jobs: [{ title: '' }] } });
  setError = form.setError;
  return (
    <form>
      <Field id="city" label="City" error={form.formState.errors.city?.message} {...form.register('city')} />
    </form>
  );
}

const fieldError = (field?: string) =>
  new ApiError(400, { code: 'VALIDATION', message: 'Not a city', field });

describe('server field errors', () => {
  afterEach(cleanup);

  it('puts a message that names a field of the form under that field', () => {
    render(<Harness />);
    let mapped = false;
    act(() => {
      mapped = setServerFieldError(fieldError('city'), setError, ['city']);
    });
    expect(mapped).toBe(true);
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Not a city');
  });

  it('leaves other errors to the caller', () => {
    render(<Harness />);
    expect(setServerFieldError(fieldError('state'), setError, ['city'])).toBe(false);
    expect(setServerFieldError(fieldError(), setError, ['city'])).toBe(false);
    expect(setServerFieldError(new Error('offline'), setError, ['city'])).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a dotted path under one of the fields', () => {
    expect(serverFieldOf<Form>(fieldError('jobs.0.title'), ['jobs'])).toBe('jobs.0.title');
    expect(serverFieldOf<Form>(fieldError('jobsx'), ['jobs'])).toBeUndefined();
  });
});
