import { pdfUrl, type ClassPdf } from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import '../learning.css';

/**
 * A class PDF: title, byline, 'Download PDF' and the browser's own viewer in a frame (decision 011: the
 * pdf.js build is larger than a route's budget). The file comes from the portal's API, so a locked PDF
 * is refused by the server, not just hidden here.
 */
export function PdfViewer({
  name,
  headingLevel = 2,
  showTitle = true,
}: {
  name: ClassPdf;
  headingLevel?: 1 | 2 | 3;
  /** Off when the page's own heading already names the PDF. */
  showTitle?: boolean;
}) {
  const title = t(`learning.pdfNames.${name}` as MessageKey);
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <section className="pdf-class" aria-label={title}>
      {showTitle && <Heading>{title}</Heading>}
      <p className="muted">{t('learning.pdfByline')}</p>
      <a className="button button-secondary" href={pdfUrl(name, true)} download={`${name}.pdf`}>
        {t('learning.downloadPdf')}
      </a>
      <iframe
        className="pdf-frame"
        src={pdfUrl(name)}
        title={t('learning.pdfViewerTitle', { name: title })}
      />
      <p className="muted">{t('learning.pdfFallback')}</p>
    </section>
  );
}
