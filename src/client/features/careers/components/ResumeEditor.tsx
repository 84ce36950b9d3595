import { localizedZodResolver as zodResolver } from '@client/lib/form-resolver';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { resumeDocument, resumeEntry, type ResumeDocument } from '@shared/contracts/careers';
import { LICENCE_LINE } from '@shared/domain/resume';
import { t } from '@shared/i18n';
import { Field, TextBox } from '@client/ui/Field';
import { linesField, linesOf } from './resume-lines';
import { SchoolEntry } from './SchoolEntry';
import '@shared/messages/resume';
import '@shared/messages/steps';
import { ScriptForm } from '@client/ui/ScriptForm';
import { boxOf } from '@client/lib/forms';

/** The resume as a form: each list of lines is one text box. */
const formSchema = resumeDocument.omit({ licence: true, skills: true, experience: true }).extend({
  licenceText: linesField(5, 120),
  skillsText: linesField(15, 60),
  experience: z
    .array(resumeEntry.omit({ bullets: true }).extend({ bulletsText: linesField(5, 200) }))
    .max(6, 'Up to 6 jobs fit on one page.'),
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const toForm = ({ licence, skills, experience, ...rest }: ResumeDocument): FormIn => ({
  ...rest,
  licenceText: licence.join('\n'),
  skillsText: skills.join('\n'),
  experience: experience.map(({ bullets, ...job }) => ({ ...job, bulletsText: bullets.join('\n') })),
});
const fromForm = ({ licenceText, skillsText, experience, ...rest }: FormOut): ResumeDocument => ({
  ...rest,
  licence: linesOf(licenceText),
  skills: linesOf(skillsText),
  experience: experience.map(({ bulletsText, ...job }) => ({ ...job, bullets: linesOf(bulletsText) })),
});

/** The editor form's id, for a "Download" button placed outside it. */
export const RESUME_EDITOR_FORM = 'resume-editor';

/**
 * The written resume, to change line by line. "Save" keeps the changes; "Download" saves them first if
 * there are any, then asks for the PDF.
 */
export function ResumeEditor({
  resume,
  busy,
  onSave,
  onDownload,
}: {
  resume: ResumeDocument;
  busy: 'saving' | 'downloading' | null;
  onSave: (resume: ResumeDocument) => void;
  onDownload: (changed: ResumeDocument | null) => void;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    values: toForm(resume),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = form;
  const box = boxOf(form);
  const jobs = useFieldArray({ control, name: 'experience' });
  const schools = useFieldArray({ control, name: 'education' });
  // Both "Download" buttons (this form's and the one above the preview) submit this form, so changes
  // not yet saved are saved before the PDF is made.
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const intent = (e.nativeEvent as SubmitEvent).submitter?.dataset.intent;
    return handleSubmit((out) =>
      intent === 'download' ? onDownload(isDirty ? fromForm(out) : null) : onSave(fromForm(out)),
    )(e);
  };

  return (
    <ScriptForm id={RESUME_EDITOR_FORM} className="card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('resume.editTitle')}</h2>
      <p>{t('resume.editLead')}</p>
      <Field label={t('resume.headline')} maxLength={80} {...box('headline')} />
      <TextBox
        id="resume-edit-summary"
        label={t('resume.summary')}
        rows={4}
        maxLength={500}
        {...box('summary')}
      />
      <TextBox
        id="resume-edit-licence"
        label={t('resume.licenceLines')}
        hint={t('resume.licenceFixed', { line: LICENCE_LINE[resume.licenceClass] })}
        rows={3}
        {...box('licenceText')}
      />

      <fieldset className="options">
        <legend>{t('resume.experience')}</legend>
        {jobs.fields.map((job, i) => (
          <fieldset key={job.id} className="card">
            <legend>{t('resume.jobN', { n: i + 1 })}</legend>
            <Field label={t('resume.entryTitle')} maxLength={80} {...box(`experience.${i}.title`)} />
            <Field label={t('resume.entryEmployer')} maxLength={80} {...box(`experience.${i}.employer`)} />
            <Field label={t('resume.entryDates')} maxLength={40} {...box(`experience.${i}.dates`)} />
            <TextBox
              id={`resume-edit-job-${i}-bullets`}
              label={t('resume.bullets')}
              rows={4}
              {...box(`experience.${i}.bulletsText`)}
            />
            <button type="button" className="button button-ghost" onClick={() => jobs.remove(i)}>
              {t('resume.removeEntry')}
            </button>
          </fieldset>
        ))}
      </fieldset>

      <fieldset className="options">
        <legend>{t('resume.education')}</legend>
        {schools.fields.map((school, i) => (
          <SchoolEntry
            key={school.id}
            field={(part) => box(`education.${i}.${part}`)}
            onRemove={() => schools.remove(i)}
          />
        ))}
      </fieldset>

      <TextBox id="resume-edit-skills" label={t('resume.skills')} rows={5} {...box('skillsText')} />

      <p className="button-row">
        <button type="submit" className="button button-secondary" disabled={busy !== null || !isDirty}>
          {busy === 'saving' ? t('steps.saving') : t('resume.save')}
        </button>
        <button
          type="submit"
          data-intent="download"
          className="button button-primary"
          disabled={busy !== null}
        >
          {busy === 'downloading' ? t('resume.making') : t('resume.download')}
        </button>
      </p>
    </ScriptForm>
  );
}
