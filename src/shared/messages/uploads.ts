import { registerEnglish } from '../translator.js';

/**
 * Files the portal could not check safely, a busy moment while it checks others (issue 38), and a folder
 * no area takes uploads into.
 */
export const uploads = {
  pdfTooComplex:
    'This PDF is too complex for us to read. Export your profile again as a PDF, or upload a smaller one.',
  photoTooComplex: 'This photo took too long to read. Please take it again, or upload a smaller one.',
  recordingUnreadable: 'This file is not a recording we can play. Please record your answer again.',
  busy: 'We are checking many files right now. Please try again in a few seconds.',
  yourFilesBusy: 'We are still checking your other files. Please wait a few seconds, then try again.',
  photoDate: 'The photo date must be a real date between 2020 and today.',
  unknownFolder: 'We do not know where to put this upload.',
};

registerEnglish({ uploads });
