import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PreEnrollmentBody } from '@shared/contracts/school';
import { Field } from '@client/ui/Field';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { StateSelect } from '@client/ui/StateSelect';
import type { Draft } from './preEnrollmentDraft';
import type { RevealedField } from './preEnrollmentQuestions';
import { EmailTypoHint } from '@client/ui/EmailTypoHint';

/** The fields a question's choice opens, bound to the wizard's form, each with its error under it. */
export function RevealedFields({
  fields,
  form,
}: {
  fields: RevealedField[];
  form: UseFormReturn<Draft, unknown, PreEnrollmentBody>;
}) {
  const { errors } = form.formState;
  return fields.map((f) => {
    const error = errors[f.name]?.message;
    const common = { id: f.id, autoComplete: f.autoComplete, ...form.register(f.name) };
    if (f.kind === 'state') return <StateSelect key={f.id} label={f.label()} error={error} {...common} />;
    if (f.kind === 'textarea')
      return (
        <div key={f.id} className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={f.id}>{f.label()}</label>
          <textarea maxLength={f.maxLength} {...common} {...invalidProps(f.id, error)} />
          <FieldError id={f.id} error={error} />
        </div>
      );
    const field = (
      <Field
        key={f.id}
        label={f.label()}
        error={error}
        type={f.type ?? 'text'}
        inputMode={f.inputMode}
        {...common}
      />
    );
    if (!f.suggestTypos) return field;
    return (
      <Fragment key={f.id}>
        {field}
        <EmailTypoHint
          value={String(form.watch(f.name) ?? '')}
          onAccept={(email) => form.setValue(f.name, email, { shouldValidate: true })}
        />
      </Fragment>
    );
  });
}
