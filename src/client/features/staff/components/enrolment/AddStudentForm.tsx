import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asSentence } from '@shared/contracts/enrolment';
import { studentProblems, type StudentField } from '@shared/domain/enrolment';
import { t } from '@shared/i18n';
import { LOCALE_NAMES, LOCALES, type Locale } from '@shared/locale';
import { ApiError } from '@client/lib/api';
import { useHandlesError } from '@client/lib/error-reporting';
import { useSession } from '@client/lib/session';
import { Field } from '@client/ui/Field';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { useEnrolmentCoaches, useEnrolStudent } from '../../api/enrolment';
import '@shared/messages/enrolment';
import { ScriptForm } from '@client/ui/ScriptForm';

type Errors = Partial<Record<StudentField | 'coachId', string>>;

const empty = { firstName: '', lastName: '', email: '', phone: '', dateOfBirth: '' };

/** "Add a student": one student, checked here with the server's own rules and again by the server. */
export function AddStudentForm() {
  const { data: me } = useSession();
  const coaches = useEnrolmentCoaches();
  const enrol = useHandlesError(useEnrolStudent());
  const [values, setValues] = useState(empty);
  const [locale, setLocale] = useState<Locale>('en');
  const [coachId, setCoachId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  // The signed-in coach is the first choice, when they are on the list.
  const chosenCoach =
    coachId ?? (coaches.data?.coaches.some((c) => c.id === me?.uuid) ? (me?.uuid ?? '') : '');

  const set = (name: keyof typeof empty) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setKey(crypto.randomUUID());
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    setAdded(null);
    const problems = studentProblems({ ...values, language: locale }, new Date());
    const found: Errors = {};
    for (const [field, problem] of Object.entries(problems) as [StudentField, string][])
      found[field] = asSentence(t(`enrolment.problems.${problem}` as 'enrolment.problems.emailInvalid'));
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(t('enrolment.add.fixErrors'));
      focusFirstError();
      return;
    }
    enrol.mutate(
      { body: { ...values, locale, coachId: chosenCoach || null }, key },
      {
        onSuccess: (student) => {
          setAdded(student);
          setValues(empty);
          setLocale('en');
          setKey(crypto.randomUUID());
        },
        onError: (err) => {
          if (err instanceof ApiError && err.field && err.field in { ...empty, coachId: '' }) {
            setErrors({ [err.field]: err.message });
            focusFirstError();
          } else setFailure(err.message);
        },
      },
    );
  };

  /** One of the student's own fields: named for the server's answer, which may name it as taken. */
  const field = (name: keyof typeof empty, input: Partial<ComponentProps<typeof Field>> = {}) => (
    <Field
      label={t(`enrolment.add.${name}`)}
      name={name}
      autoComplete="off"
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      {...input}
    />
  );

  return (
    <section aria-labelledby={`${id}-title`} className="card enrol-card">
      <h2 id={`${id}-title`}>{t('enrolment.add.title')}</h2>
      <ScriptForm ref={form} noValidate onSubmit={submit} className="enrol-form">
        {field('firstName')}
        {field('lastName')}
        {field('email', { type: 'email' })}
        {field('phone', { type: 'tel', hint: t('enrolment.add.phoneHint') })}
        {field('dateOfBirth', {
          type: 'date',
          hint: t('enrolment.add.dateOfBirthHint'),
          autoComplete: undefined,
        })}
        <div className="field">
          <label htmlFor={`${id}-locale`}>{t('enrolment.add.language')}</label>
          <select
            id={`${id}-locale`}
            value={locale}
            onChange={(e) => {
              setLocale(e.target.value as Locale);
              setKey(crypto.randomUUID());
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className={`field${errors.coachId ? ' field-invalid' : ''}`}>
          <label htmlFor={`${id}-coach`}>{t('enrolment.add.coach')}</label>
          <select
            id={`${id}-coach`}
            value={chosenCoach}
            {...invalidProps(`${id}-coach`, errors.coachId, undefined)}
            onChange={(e) => {
              setCoachId(e.target.value);
              setKey(crypto.randomUUID());
            }}
          >
            <option value="">{t('enrolment.add.noCoach')}</option>
            {(coaches.data?.coaches ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-coach`} error={errors.coachId} />
        </div>
        <div className="enrol-actions">
          <button type="submit" className="button button-primary" disabled={enrol.isPending}>
            {enrol.isPending ? t('enrolment.add.submitting') : t('enrolment.add.submit')}
          </button>
        </div>
        {failure && (
          <p className="field-error enrol-failure" role="alert">
            {failure}
          </p>
        )}
        <div role="status" className="enrol-status">
          {added && (
            <p>
              {t('enrolment.add.added', { name: added.name })}{' '}
              <Link to={`/staff/students/${added.id}`}>
                {t('enrolment.add.openStudent', { name: added.name })}
              </Link>
            </p>
          )}
        </div>
      </ScriptForm>
    </section>
  );
}
