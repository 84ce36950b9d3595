import { useState } from 'react';
import { Link } from 'react-router';
import {
  resumeEndorsements,
  resumeSkills,
  type ResumeAnswers,
  type ResumeView,
} from '@shared/contracts/careers';
import { t } from '@shared/i18n';
import { Field } from '@client/ui/Field';
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

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function ResumeForm({ initial, onSaved }: { initial: ResumeAnswers; onSaved: () => void }) {
  const [answers, setAnswers] = useState<ResumeAnswers>(initial);
  const save = useSaveResume();
  const setJob = (i: number, field: 'title' | 'employer' | 'years', value: string) =>
    setAnswers((a) => ({ ...a, jobs: a.jobs.map((j, n) => (n === i ? { ...j, [field]: value } : j)) }));
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(answers, { onSuccess: onSaved });
      }}
    >
      <div className="field">
        <label htmlFor="resume-summary">{t('steps.resumeSummary')}</label>
        <p id="resume-summary-hint" className="field-hint">
          {t('steps.resumeSummaryHint')}
        </p>
        <textarea
          id="resume-summary"
          aria-describedby="resume-summary-hint"
          maxLength={300}
          rows={3}
          value={answers.summary}
          onChange={(e) => setAnswers((a) => ({ ...a, summary: e.target.value }))}
        />
      </div>
      <fieldset className="options">
        <legend>{t('steps.resumeSkills')}</legend>
        {resumeSkills.map((skill) => (
          <label key={skill} className="option">
            <input
              type="checkbox"
              checked={answers.skills.includes(skill)}
              onChange={() => setAnswers((a) => ({ ...a, skills: toggle(a.skills, skill) }))}
            />
            {skill}
          </label>
        ))}
      </fieldset>
      <fieldset className="options">
        <legend>{t('steps.resumeEndorsements')}</legend>
        {resumeEndorsements.map((e) => (
          <label key={e} className="option">
            <input
              type="checkbox"
              checked={answers.endorsements.includes(e)}
              onChange={() => setAnswers((a) => ({ ...a, endorsements: toggle(a.endorsements, e) }))}
            />
            {e}
          </label>
        ))}
      </fieldset>
      <fieldset className="options">
        <legend>{t('steps.resumeJobs')}</legend>
        {answers.jobs.map((job, i) => (
          <fieldset key={i} className="card">
            <legend>{t('steps.resumeJobN', { n: i + 1 })}</legend>
            <Field
              label={t('steps.resumeJobTitle')}
              required
              maxLength={80}
              value={job.title}
              onChange={(e) => setJob(i, 'title', e.target.value)}
            />
            <Field
              label={t('steps.resumeEmployer')}
              required
              maxLength={80}
              value={job.employer}
              onChange={(e) => setJob(i, 'employer', e.target.value)}
            />
            <Field
              label={t('steps.resumeYears')}
              maxLength={30}
              value={job.years}
              onChange={(e) => setJob(i, 'years', e.target.value)}
            />
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setAnswers((a) => ({ ...a, jobs: a.jobs.filter((_, n) => n !== i) }))}
            >
              {t('steps.resumeRemoveJob')}
            </button>
          </fieldset>
        ))}
        {answers.jobs.length < 3 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              setAnswers((a) => ({ ...a, jobs: [...a.jobs, { title: '', employer: '', years: '' }] }))
            }
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
