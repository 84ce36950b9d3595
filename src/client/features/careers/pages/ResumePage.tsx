import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  resumeBody,
  resumeEndorsements,
  resumeSkills,
  type ResumeAnswers,
  type ResumeView,
} from '@shared/contracts/careers';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
import { FieldError, invalidProps } from '@client/ui/FieldError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useResume, useSaveResume } from '../api/resume';

const empty: ResumeAnswers = { summary: '', skills: [], endorsements: [], jobs: [] };

/** The career step "Build a one-page resume": a few questions, then the resume to print or save. */
export default function ResumePage() {
  const resume = useResume();
  const [editing, setEditing] = useState(false);
  if (resume.isPending) return <LoadingScreen />;
  if (resume.isError) return <p role="alert">{t('errors.internal')}</p>;
  const made = resume.data.resume;
  return (
    <article className="step-page">
      <h1>{t('steps.resumeTitle')}</h1>
      {made && !editing ? (
        <>
          <p role="status">{t('steps.resumeMade')}</p>
          <ResumeSheet resume={made} />
          <p className="button-row">
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              {t('steps.resumePrint')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              {t('steps.resumeEdit')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('steps.resumeLead')}</p>
          <ResumeForm initial={made?.answers ?? empty} onSaved={() => setEditing(false)} />
        </>
      )}
      <p className="step-actions">
        <Link className="button button-ghost button-block" to="/postprogram/career_services">
          {t('common.backToChecklist')}
        </Link>
      </p>
    </article>
  );
}

type Draft = z.input<typeof resumeBody>;

function ResumeForm({ initial, onSaved }: { initial: ResumeAnswers; onSaved: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft, unknown, ResumeAnswers>({ resolver: zodResolver(resumeBody), defaultValues: initial });
  const jobs = useFieldArray({ control, name: 'jobs' });
  const save = useSaveResume();
  const submit = handleSubmit((answers) => save.mutate(answers, { onSuccess: onSaved }));
  const summaryError = errors.summary?.message;
  return (
    <form className="card" onSubmit={(e) => void submit(e)}>
      <div className={`field${summaryError ? ' field-invalid' : ''}`}>
        <label htmlFor="resume-summary">{t('steps.resumeSummary')}</label>
        <p id="resume-summary-hint" className="field-hint">
          {t('steps.resumeSummaryHint')}
        </p>
        <textarea
          id="resume-summary"
          {...invalidProps('resume-summary', summaryError, 'resume-summary-hint')}
          maxLength={300}
          rows={3}
          {...register('summary')}
        />
        <FieldError id="resume-summary" error={summaryError} />
      </div>
      <fieldset className="options">
        <legend>{t('steps.resumeSkills')}</legend>
        {resumeSkills.map((skill) => (
          <label key={skill} className="option">
            <input type="checkbox" value={skill} {...register('skills')} />
            {skill}
          </label>
        ))}
      </fieldset>
      <fieldset className="options">
        <legend>{t('steps.resumeEndorsements')}</legend>
        {resumeEndorsements.map((e) => (
          <label key={e} className="option">
            <input type="checkbox" value={e} {...register('endorsements')} />
            {e}
          </label>
        ))}
      </fieldset>
      <fieldset className="options">
        <legend>{t('steps.resumeJobs')}</legend>
        {jobs.fields.map((job, i) => (
          <fieldset key={job.id} className="card">
            <legend>{t('steps.resumeJobN', { n: i + 1 })}</legend>
            <Field
              label={t('steps.resumeJobTitle')}
              required
              maxLength={80}
              error={errors.jobs?.[i]?.title?.message}
              {...register(`jobs.${i}.title`)}
            />
            <Field
              label={t('steps.resumeEmployer')}
              required
              maxLength={80}
              error={errors.jobs?.[i]?.employer?.message}
              {...register(`jobs.${i}.employer`)}
            />
            <Field
              label={t('steps.resumeYears')}
              maxLength={30}
              error={errors.jobs?.[i]?.years?.message}
              {...register(`jobs.${i}.years`)}
            />
            <button type="button" className="button button-ghost" onClick={() => jobs.remove(i)}>
              {t('steps.resumeRemoveJob')}
            </button>
          </fieldset>
        ))}
        {jobs.fields.length < 3 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => jobs.append({ title: '', employer: '', years: '' })}
          >
            {t('steps.resumeAddJob')}
          </button>
        )}
      </fieldset>
      <button type="submit" className="button button-primary button-block" disabled={save.isPending}>
        {save.isPending ? t('steps.saving') : t('steps.resumeSave')}
      </button>
    </form>
  );
}

function ResumeSheet({ resume }: { resume: NonNullable<ResumeView['resume']> }) {
  const { answers } = resume;
  return (
    <section className="card resume-sheet" aria-label={resume.fullName}>
      <h2>{resume.fullName}</h2>
      <p>{[resume.place, resume.phone, resume.email].filter(Boolean).join(' · ')}</p>
      {answers.summary && <p>{answers.summary}</p>}
      <h3>{t('steps.resumeLicense')}</h3>
      <ul>
        <li>{t('steps.resumeCdl')}</li>
        {answers.endorsements.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <h3>{t('steps.resumeTraining')}</h3>
      <p>
        {resume.school
          ? t('steps.resumeTrainedAt', { school: resume.school })
          : t('steps.resumeTrainedProgram')}
      </p>
      {answers.jobs.length > 0 && (
        <>
          <h3>{t('steps.resumeExperience')}</h3>
          <ul>
            {answers.jobs.map((j) => (
              <li key={`${j.title}-${j.employer}`}>
                {j.title}, {j.employer}
                {j.years && ` (${j.years})`}
              </li>
            ))}
          </ul>
        </>
      )}
      {answers.skills.length > 0 && (
        <>
          <h3>{t('steps.resumeSkillsHeading')}</h3>
          <ul>
            {answers.skills.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
