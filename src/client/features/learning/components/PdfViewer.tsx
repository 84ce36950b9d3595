/** The class PDF's place on a screen is now its notes as a page, with the PDF as a download. */
export { ClassNotes as PdfViewer } from './ClassNotes';
