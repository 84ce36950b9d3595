import type { ClassNotes as Notes } from '@shared/contracts/learning';
import { pdfUrl, type ClassPdf } from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { LoadError } from '@client/ui/LoadError';
import { useClassNotes } from '../api/notes';
import './class-notes.css';
import '@shared/messages/learning';

type Level = 1 | 2 | 3;
const headings = ['h1', 'h2', 'h3', 'h4'] as const;

/**
 * A class's notes as a page (spec 001 §2 "PDF class page": title, byline, Download PDF, the document):
 * the text reflows on a phone where a PDF in a frame would not show at all. Every string is rendered
 * as text by React, never as HTML. The PDF stays as a download.
 */
export function ClassNotes({
  name,
  headingLevel = 2,
  showTitle = true,
}: {
  name: ClassPdf;
  headingLevel?: Level;
  /** Off when the page's own heading already names the notes. */
  showTitle?: boolean;
}) {
  const notes = useClassNotes(name);
  const title = t(`learning.pdfNames.${name}` as MessageKey);
  const Heading = headings[headingLevel - 1]!;
  return (
    <section className="class-notes" aria-label={title}>
      {showTitle && <Heading>{title}</Heading>}
      {notes.isPending ? (
        // As tall as a screen: the notes always are, so what follows them waits below the fold instead of
        // jumping down when they arrive.
        <p className="muted class-notes-pending" role="status">
          {t('learning.notesLoading')}
        </p>
      ) : notes.isError ? (
        <LoadError message={notes.error.message} query={notes} />
      ) : (
        <NotesBody notes={notes.data} level={showTitle ? Math.min(headingLevel + 1, 4) : headingLevel} />
      )}
      <p className="class-notes-download">
        <a href={pdfUrl(name, true)} download={`${name}.pdf`} hrefLang="en">
          {t('learning.downloadPdf')}
        </a>{' '}
        <span className="muted">{t('learning.downloadPdfHint')}</span>
      </p>
    </section>
  );
}

function NotesBody({ notes, level }: { notes: Notes; level: number }) {
  const Section = headings[Math.min(level, 4) - 1]!;
  return (
    <div className="class-notes-body">
      <p className="muted">{notes.byline}</p>
      {notes.lead && <p className="class-notes-lead">{notes.lead}</p>}
      {notes.sections.map((section) => (
        <section key={section.heading} className="class-notes-section">
          <Section>{section.heading}</Section>
          {section.text && <p>{section.text}</p>}
          {section.image && (
            <img
              className="class-notes-image"
              src={section.image.src}
              alt={section.image.alt}
              width={section.image.width}
              height={section.image.height}
              loading="lazy"
            />
          )}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="class-notes-source muted">{notes.source}</p>
    </div>
  );
}
