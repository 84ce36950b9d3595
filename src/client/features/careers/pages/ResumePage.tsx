import './resume.css';
import { useRef, useState } from 'react';
import type { ResumeDocument, ResumeFit, ResumeView } from '@shared/contracts/careers';
import { checkChosenFile, MAX_PDF_MB } from '@shared/domain/documents';
import { LICENCE_LINE } from '@shared/domain/resume';
import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useExportResume, useReadLinkedin, useResume, useSaveResume, useWriteResume } from '../api/resume';
import { RESUME_EDITOR_FORM, ResumeEditor } from '../components/ResumeEditor';
import { ResumeFactsForm } from '../components/ResumeFactsForm';
import '@shared/messages/resume';
import { FieldError } from '@client/ui/FieldError';
import { BackToChecklist } from '@client/ui/BackToChecklist';
import { useChosenBeforeScript } from '@client/lib/typed-before-script';

/**
 * The career step "Build a one-page resume": start from a LinkedIn PDF or a short form prefilled from the
 * account, have it written (with why it reads that way), change it, and download a one-page PDF.
 */
export default function ResumePage() {
  const view = useResume();
  const write = useWriteResume();
  const [restart, setRestart] = useState(false);
  if (view.isPending) return <LoadingScreen />;
  if (view.isError) return <p role="alert">{t('errors.internal')}</p>;
  const data = view.data;
  const writing = !data.resume || restart;
  return (
    <article className="step-page resume-page">
      <h1>{t('resume.title')}</h1>
      {writing ? (
        <>
          <p>{t('resume.lead')}</p>
          <LinkedinCard />
          <section aria-labelledby="resume-form-title">
            <h2 id="resume-form-title">{t('resume.fromForm')}</h2>
            <p>{data.source === 'linkedin' ? t('resume.readDone') : t('resume.fromFormHint')}</p>
            <ResumeFactsForm
              facts={data.facts}
              state={data.owner.state}
              busy={write.isPending}
              onSubmit={(facts) =>
                write.mutate(facts, {
                  onSuccess: () => {
                    setRestart(false);
                    window.scrollTo(0, 0);
                  },
                })
              }
            />
          </section>
        </>
      ) : (
        <Written view={data} resume={data.resume!} onRestart={() => setRestart(true)} />
      )}
      <p className="step-actions">
        <BackToChecklist to="/postprogram/career_services" />
      </p>
    </article>
  );
}

/** The LinkedIn way in: choose the PDF, it is stored and read, and the form below fills with what it says. */
function LinkedinCard() {
  const read = useReadLinkedin();
  const [problem, setProblem] = useState<string | null>(null);
  const [share, setShare] = useState(0);
  const chosen = useRef<{ file: File; key: string } | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = checkChosenFile(file, 'linkedinPdf');
    setProblem(refused);
    if (refused) return;
    if (chosen.current?.file !== file) chosen.current = { file, key: crypto.randomUUID() };
    setShare(0);
    read.mutate({ file, key: chosen.current.key, onProgress: setShare });
  };
  const chooser = useRef<HTMLInputElement>(null);
  useChosenBeforeScript(chooser, choose);
  return (
    <section className="card" aria-labelledby="resume-linkedin-title">
      <h2 id="resume-linkedin-title">{t('resume.fromLinkedin')}</h2>
      <p>{t('resume.fromLinkedinHint', { mb: MAX_PDF_MB })}</p>
      <label className={`button button-secondary button-block${read.isPending ? ' is-busy' : ''}`}>
        {read.isPending ? t('resume.reading') : t('resume.chooseFile')}
        <input
          ref={chooser}
          className="visually-hidden"
          type="file"
          accept="application/pdf"
          disabled={read.isPending}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <FieldError error={problem} />
      <p role="status" className="field-hint">
        {read.isPending ? `${t('resume.reading')} ${Math.round(share * 100)}%` : ''}
      </p>
    </section>
  );
}

function Written({
  view,
  resume,
  onRestart,
}: {
  view: ResumeView;
  resume: ResumeDocument;
  onRestart: () => void;
}) {
  const save = useSaveResume();
  const exportPdf = useExportResume();
  const [busy, setBusy] = useState<'saving' | 'downloading' | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const keyFor = useRef<{ json: string; key: string } | null>(null);

  const download = async (changed: ResumeDocument | null) => {
    setBusy('downloading');
    setDownloaded(false);
    try {
      const current = changed ? ((await save.mutateAsync(changed)).resume ?? resume) : resume;
      // One key per version of the resume: a retry after a dropped answer gets the same PDF.
      const json = JSON.stringify(current);
      if (keyFor.current?.json !== json) keyFor.current = { json, key: crypto.randomUUID() };
      const blob = await exportPdf.mutateAsync({ key: keyFor.current.key });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `Resume - ${view.owner.fullName}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setDownloaded(true);
    } catch {
      // The alert banner says what went wrong.
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p>{t('resume.writtenLead')}</p>
      {view.fit && <FitNote fit={view.fit} />}
      <p role="status">{downloaded ? t('resume.downloaded') : ''}</p>
      {view.pdf && !downloaded && (
        <p className="field-hint">
          {t('resume.lastPdf', { date: new Date(view.pdf.createdAt).toLocaleDateString() })}
        </p>
      )}
      <p>
        <button
          type="submit"
          form={RESUME_EDITOR_FORM}
          data-intent="download"
          className="button button-primary button-block"
          disabled={busy !== null}
        >
          {busy === 'downloading' ? t('resume.making') : t('resume.download')}
        </button>
      </p>
      <ResumeSheet view={view} resume={resume} />
      {view.why.length > 0 && (
        <section className="card" aria-labelledby="resume-why-title">
          <h2 id="resume-why-title">{t('resume.whyTitle')}</h2>
          <ul>
            {view.why.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <ResumeEditor
        resume={resume}
        busy={busy}
        onSave={(changed) => {
          setBusy('saving');
          save.mutate(changed, { onSettled: () => setBusy(null) });
        }}
        onDownload={(changed) => void download(changed)}
      />
      <p>
        <button type="button" className="button button-ghost button-block" onClick={onRestart}>
          {t('resume.startOver')}
        </button>
      </p>
    </>
  );
}

function FitNote({ fit }: { fit: ResumeFit }) {
  if (fit.leftOut.length > 0) {
    return (
      <div className="card resume-fit resume-fit-warn" role="note">
        <p>{t('resume.leftOut')}</p>
        <ul>
          {fit.leftOut.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{t('resume.leftOutHint')}</p>
      </div>
    );
  }
  return <p className="resume-fit">{fit.shrunk ? t('resume.shrunk') : t('resume.fits')}</p>;
}

/** How the resume will look, in the page's own type (the PDF is the real thing). */
function ResumeSheet({ view, resume }: { view: ResumeView; resume: ResumeDocument }) {
  return (
    <section className="card resume-sheet" aria-label={t('resume.preview')}>
      <h2>{view.owner.fullName}</h2>
      <p className="resume-sheet-contact">{view.owner.contact}</p>
      <p>
        <strong>{resume.headline}</strong>
      </p>
      {resume.summary && <p>{resume.summary}</p>}
      <h3>{t('resume.sheetLicence')}</h3>
      <ul>
        <li>
          <strong>{LICENCE_LINE[resume.licenceClass]}</strong>
        </li>
        {resume.licence.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {resume.experience.length > 0 && (
        <>
          <h3>{t('resume.sheetExperience')}</h3>
          {resume.experience.map((job, i) => (
            <div key={`${i}-${job.title}`} className="resume-sheet-job">
              <p>
                <strong>
                  {job.title}, {job.employer}
                  {job.place && `, ${job.place}`}
                </strong>
                {job.dates && <span className="resume-sheet-dates"> {job.dates}</span>}
              </p>
              <ul>
                {job.bullets.map((b, j) => (
                  <li key={`${j}-${b}`}>{b}</li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
      {resume.education.length > 0 && (
        <>
          <h3>{t('resume.sheetEducation')}</h3>
          {resume.education.map((school, i) => (
            <p key={`${i}-${school.name}`}>
              <strong>{school.name}</strong>
              {school.years && <span className="resume-sheet-dates"> {school.years}</span>}
              {school.detail && (
                <>
                  <br />
                  {school.detail}
                </>
              )}
            </p>
          ))}
        </>
      )}
      {resume.skills.length > 0 && (
        <>
          <h3>{t('resume.sheetSkills')}</h3>
          <p>{resume.skills.join(' · ')}</p>
        </>
      )}
    </section>
  );
}
