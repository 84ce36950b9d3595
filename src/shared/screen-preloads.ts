import { photoFolders, type UploadFolder } from './domain/documents.js';
import { classPdfs, permitQuizzes, videoLessons } from './domain/learning.js';

/**
 * What a signed-in screen needs first: its code (keys of the client build's manifest, relative to
 * src/client) and the answers it reads as it opens. The server names them in the page it sends, so a
 * phone asks for all of them at once instead of one after another (decision 036). Only values from the
 * lists below reach a URL: nothing of the requested path is echoed into the page.
 */
export interface ScreenPreload {
  modules: string[];
  /** GET calls the screen makes on opening, exactly as the client asks for them. */
  data: string[];
}

const FRAME = 'app/shell/Layout.tsx';
const SESSION = '/api/user/session';

/** The stage checklists at /program/:screen (career services live under /postprogram). */
const stages = new Set(['welcome', 'prepermit', 'permit', 'school', 'onhold']);
const folders = new Set<string>(Object.keys(photoFolders));
const quizzes = new Set<string>(permitQuizzes);

export function screenPreloadsFor(path: string): ScreenPreload | null {
  const parts = path.split('?')[0]!.split('/').slice(1);
  if (parts[0] !== 'program') return null;
  const [, second, third, fourth] = parts;
  if (parts.length === 2 && second && stages.has(second))
    return {
      modules: [FRAME, 'features/program/pages/StagePage.tsx'],
      data: [SESSION, `/api/programSteps/${second}`, '/api/completion', '/api/user/flags', '/api/actions'],
    };
  if (parts.length === 4 && second === 'documents' && third === 'upload' && fourth && folders.has(fourth))
    return {
      modules: [FRAME, 'features/documents/pages/UploadPage.tsx'],
      data: [SESSION, `/api/documents/folder/${fourth as UploadFolder}`],
    };
  if (second === 'prepermit' && third && quizzes.has(third)) {
    if (parts.length === 3)
      return {
        modules: [FRAME, 'features/learning/pages/PracticePage.tsx'],
        data: [
          SESSION,
          ...(third in videoLessons ? [`/api/videos/${third}/progress`] : []),
          ...(third in classPdfs ? [`/api/learning/notes/${third}`] : []),
          `/api/quizzes/${third}/questions?kind=practice`,
        ],
      };
    if (parts.length === 4 && fourth === 'test')
      return {
        modules: [FRAME, 'features/learning/pages/TestPage.tsx'],
        data: [SESSION, `/api/quizzes/${third}/questions?kind=test`],
      };
  }
  return null;
}
