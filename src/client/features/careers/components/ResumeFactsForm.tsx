import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { type z } from 'zod';
import { licenceClasses, resumeEndorsements, resumeFacts, type ResumeFacts } from '@shared/contracts/careers';
import { looksIncarcerated, neutralPhrasing } from '@shared/domain/resume';
import { t } from '@shared/i18n';
import { Field, TextBox } from '@client/ui/Field';
import { FieldError } from '@client/ui/FieldError';
import { linesField, linesOf } from './resume-lines';
import { SchoolEntry } from './SchoolEntry';
import '@shared/messages/resume';
import { ScriptForm } from '@client/ui/ScriptForm';
import { boxOf } from '@client/lib/forms';

/** The form: the facts, with skills and certificates as one text box each. */
const formSchema = resumeFacts.omit({ skills: true, certifications: true }).extend({
  skillsText: linesField(15, 60),
  certificationsText: linesField(6, 100),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const toForm = ({ skills, certifications, ...rest }: ResumeFacts): FormIn => ({
  ...rest,
  skillsText: skills.join('\n'),
  certificationsText: certifications.join('\n'),
});
const fromForm = ({ skillsText, certificationsText, ...rest }: FormOut): ResumeFacts => ({
  ...rest,
  skills: linesOf(skillsText),
  certifications: linesOf(certificationsText),
});

const blankJob = {
  title: '',
  employer: '',
  place: '',
  start: '',
  end: '',
  details: '',
  incarcerated: false,
  keepWords: false,
};

/** The short form the resume is written from, prefilled from the account or the LinkedIn PDF. */
export function ResumeFactsForm({
  facts,
  state,
  busy,
  onSubmit,
}: {
  facts: ResumeFacts;
  state: string | null;
  busy: boolean;
  onSubmit: (facts: ResumeFacts) => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    values: toForm(facts),
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  const box = boxOf(form);
  const jobs = useFieldArray({ control, name: 'jobs' });
  const schools = useFieldArray({ control, name: 'schools' });
  const submit = handleSubmit((out) => onSubmit(fromForm(out)));

  return (
    <ScriptForm className="card" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="options">
        <legend>{t('resume.licenceClass')}</legend>
        {licenceClasses.map((c) => (
          <label key={c} className="option">
            <input type="radio" value={c} {...register('licenceClass')} />
            {t(`resume.licenceOptions.${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="options">
        <legend>{t('resume.endorsements')}</legend>
        {resumeEndorsements.map((e) => (
          <label key={e} className="option">
            <input type="checkbox" value={e} {...register('endorsements')} />
            {e}
          </label>
        ))}
      </fieldset>
      <Field label={t('resume.school')} maxLength={100} {...box('school')} />
      <Field
        label={t('resume.graduated')}
        hint={t('resume.graduatedHint')}
        maxLength={20}
        {...box('graduated')}
      />

      <fieldset className="options">
        <legend>{t('resume.jobsTitle')}</legend>
        <p className="field-hint">{t('resume.jobsHint')}</p>
        {jobs.fields.map((job, i) => (
          <fieldset key={job.id} className="card resume-job">
            <legend>{t('resume.jobN', { n: i + 1 })}</legend>
            <Field label={t('resume.jobTitle')} maxLength={80} {...box(`jobs.${i}.title`)} />
            <Field label={t('resume.employer')} maxLength={80} {...box(`jobs.${i}.employer`)} />
            <Field label={t('resume.place')} maxLength={60} {...box(`jobs.${i}.place`)} />
            <div className="resume-dates">
              <Field
                label={t('resume.start')}
                hint={t('resume.dateHint')}
                maxLength={20}
                {...box(`jobs.${i}.start`)}
              />
              <Field label={t('resume.end')} maxLength={20} {...box(`jobs.${i}.end`)} />
            </div>
            <TextBox
              id={`resume-job-${i}-details`}
              label={t('resume.details')}
              hint={t('resume.detailsHint')}
              maxLength={600}
              {...box(`jobs.${i}.details`)}
            />
            <label className="option">
              <input type="checkbox" {...register(`jobs.${i}.incarcerated`)} />
              {t('resume.incarcerated')}
            </label>
            <PlainPhrasing control={control} index={i} state={state} setValue={setValue} />
            <button type="button" className="button button-ghost" onClick={() => jobs.remove(i)}>
              {t('resume.removeJob')}
            </button>
          </fieldset>
        ))}
        {jobs.fields.length < 6 && (
          <button type="button" className="button button-secondary" onClick={() => jobs.append(blankJob)}>
            {t('resume.addJob')}
          </button>
        )}
        <FieldError id="resume-jobs" error={errors.jobs?.message ?? errors.jobs?.root?.message} />
      </fieldset>

      <fieldset className="options">
        <legend>{t('resume.schoolsTitle')}</legend>
        {schools.fields.map((school, i) => (
          <SchoolEntry
            key={school.id}
            field={(part) => box(`schools.${i}.${part}`)}
            onRemove={() => schools.remove(i)}
          />
        ))}
        {schools.fields.length < 3 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => schools.append({ name: '', detail: '', years: '' })}
          >
            {t('resume.addSchool')}
          </button>
        )}
      </fieldset>

      <TextBox
        id="resume-skills"
        label={t('resume.skillsTitle')}
        hint={t('resume.skillsHint')}
        rows={4}
        {...box('skillsText')}
      />
      <TextBox
        id="resume-certificates"
        label={t('resume.certificates')}
        hint={t('resume.skillsHint')}
        rows={2}
        {...box('certificationsText')}
      />
      <TextBox id="resume-about" label={t('resume.about')} rows={3} maxLength={600} {...box('about')} />

      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('resume.writing') : t('resume.write')}
      </button>
    </ScriptForm>
  );
}

/**
 * For work done while incarcerated: the plain, employer-neutral way to list it, which the student takes
 * ("Use this") or declines ("Keep my words", and the writer keeps them too).
 */
function PlainPhrasing({
  control,
  index,
  state,
  setValue,
}: {
  control: Control<FormIn, unknown, FormOut>;
  index: number;
  state: string | null;
  setValue: UseFormSetValue<FormIn>;
}) {
  const job = useWatch({ control, name: `jobs.${index}` });
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!job) return null;
  const filled = {
    ...blankJob,
    ...job,
    title: job.title ?? '',
    employer: job.employer ?? '',
    details: job.details ?? '',
  };
  if (!filled.title.trim() || !filled.employer.trim() || filled.keepWords) return null;
  if (!looksIncarcerated(filled)) return null;
  const plain = neutralPhrasing(filled, state);
  const same =
    plain.title === filled.title.trim() &&
    plain.employer === filled.employer.trim() &&
    plain.details === filled.details.trim();
  const shownFor = `${filled.title}|${filled.employer}`;
  if (same || closedFor === shownFor) return null;
  const opts = { shouldDirty: true, shouldValidate: true } as const;
  return (
    <div className="card resume-suggestion" role="group" aria-labelledby={`resume-plain-${index}`}>
      <h3 id={`resume-plain-${index}`}>{t('resume.suggestionTitle')}</h3>
      <p>{t('resume.suggestionBody')}</p>
      <p className="resume-suggestion-text">
        <strong>{plain.title}</strong>, {plain.employer}
      </p>
      <p className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setValue(`jobs.${index}.title`, plain.title, opts);
            setValue(`jobs.${index}.employer`, plain.employer, opts);
            setValue(`jobs.${index}.details`, plain.details, opts);
            setValue(`jobs.${index}.incarcerated`, true, opts);
          }}
        >
          {t('resume.useSuggestion')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setValue(`jobs.${index}.keepWords`, true, opts);
            setClosedFor(shownFor);
          }}
        >
          {t('resume.keepMine')}
        </button>
      </p>
    </div>
  );
}
