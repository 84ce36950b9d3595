import type { QuizDraw } from '@shared/contracts/learning';
import type { QuizName } from '@shared/domain/learning';

/**
 * A test's answers kept on the phone, under the draw's id, written before anything is sent: a reload
 * without signal still has them, and they go to the server once it answers again. The open draw's
 * questions are kept too (under the quiz), so an offline reload can show the test it was on.
 */
const drawKey = (drawId: string) => `freeway.quiz-draw.${drawId}`;
const openKey = (quiz: QuizName) => `freeway.quiz-open.${quiz}`;

export interface KeptOnPhone {
  answers: Record<string, number>;
  /** Whether the server has these answers too. */
  synced: boolean;
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the server copy is still sent.
  }
}

export function readKept(drawId: string): KeptOnPhone | null {
  const kept = read<KeptOnPhone>(drawKey(drawId));
  return kept && typeof kept.answers === 'object' && kept.answers !== null ? kept : null;
}

export function writeKept(drawId: string, kept: KeptOnPhone) {
  write(drawKey(drawId), kept);
}

/** Remembers the draw a quiz has open, so an offline reload can show it. */
export function rememberOpenDraw(draw: QuizDraw) {
  const earlier = read<QuizDraw>(openKey(draw.assessmentName));
  if (earlier && earlier.drawId !== draw.drawId) forgetDraw(earlier.assessmentName, earlier.drawId);
  write(openKey(draw.assessmentName), draw);
}

export function openDrawOf(quiz: QuizName): QuizDraw | null {
  return read<QuizDraw>(openKey(quiz));
}

/** A submitted or replaced draw leaves nothing behind on the phone. */
export function forgetDraw(quiz: QuizName, drawId: string) {
  try {
    localStorage.removeItem(drawKey(drawId));
    if (read<QuizDraw>(openKey(quiz))?.drawId === drawId) localStorage.removeItem(openKey(quiz));
  } catch {
    // Nothing to clean where storage is blocked.
  }
}
