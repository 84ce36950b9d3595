import type { SpeakAttempt, SpeakAttemptBody, SpeakFeedback, SpeakView } from '@shared/contracts/careers.js';
import { feedbackFacts, type SpeakPoints, type SpeakQuestionId } from '@shared/domain/speak.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { AiPort } from '@server/ports/ai.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './speak.repo.js';

export interface SpeakDeps {
  db: Db;
  ai: AiPort;
  storage: StoragePort;
  log?: (err: unknown) => void;
}

const AUDIO_PATH = /^speakYourWorthAudios\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function viewOf(row: repo.AttemptRow): SpeakAttempt {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    questionId: row.questionId as SpeakQuestionId,
    seconds: row.durationMs / 1000,
    audioPath: `speakYourWorthAudios/${row.uploadId}`,
    words: row.words,
    feedback: row.feedback as unknown as SpeakFeedback,
  };
}

function graduateOnly(viewer: Viewer) {
  if (viewer.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('speak.graduatesOnly'));
}

/** GET /api/speakYourWorth: the caller's answers, newest first. */
export async function speakView(deps: SpeakDeps, viewer: Viewer): Promise<SpeakView> {
  graduateOnly(viewer);
  const rows = await repo.listAttempts(deps.db, viewer.userId);
  return { attempts: rows.map(viewOf), canTranscribe: Boolean(deps.ai.transcribe) };
}

/** The facts (shared rules) and their words (AI port) for one answer. */
async function feedbackOf(
  deps: SpeakDeps,
  input: {
    questionId: SpeakQuestionId;
    seconds: number;
    words: { text: string; source: 'speech' | 'typed' } | null;
    selfCheck: SpeakPoints | null;
  },
): Promise<SpeakFeedback> {
  const facts = feedbackFacts(input);
  const words = await deps.ai
    .speakFeedback({
      question: t(`speak.questions.${input.questionId}`),
      facts,
      words: facts.basis === 'selfCheck' ? null : input.words!.text,
    })
    .catch((err: unknown) => {
      const error = new AppError('UNAVAILABLE', t('speak.feedbackDown'));
      (error as Error & { cause?: unknown }).cause = err;
      throw error;
    });
  return { ...facts, ...words };
}

/** The words of a recording when the AI service can hear speech; null when it cannot or fails. */
async function heardWords(deps: SpeakDeps, recording: { objectKey: string; contentType: string }) {
  const transcribe = deps.ai.transcribe;
  if (!transcribe) return null;
  try {
    const audio = await deps.storage.get(recording.objectKey);
    if (!audio) return null;
    const text = (await transcribe({ audio, type: recording.contentType })).trim().slice(0, 1500);
    return text ? { text, source: 'speech' as const } : null;
  } catch (err) {
    deps.log?.(err);
    return null;
  }
}

/**
 * POST /api/speakYourWorth/attempts: feedback on one of the caller's recordings, kept as a practice
 * answer. The first answer completes the step, in the same transaction. The same recording twice (a
 * retry, a double tap) answers the first answer.
 */
export async function createAttempt(
  deps: SpeakDeps,
  viewer: Viewer,
  body: SpeakAttemptBody,
): Promise<SpeakAttempt> {
  graduateOnly(viewer);
  const uploadId = AUDIO_PATH.exec(body.path)?.[1];
  const recording = uploadId ? await repo.findRecording(deps.db, viewer.userId, uploadId) : null;
  if (!recording || recording.durationMs === null)
    throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  const existing = await repo.findAttemptByUpload(deps.db, recording.id);
  if (existing) return viewOf(existing);

  const typed = body.words ? { text: body.words, source: 'typed' as const } : null;
  const words = (await heardWords(deps, recording)) ?? typed;
  const seconds = recording.durationMs / 1000;
  const feedback = await feedbackOf(deps, {
    questionId: body.questionId,
    seconds,
    words,
    selfCheck: body.selfCheck ?? null,
  });
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertAttempt(tx, {
      userId: viewer.userId,
      uploadId: recording.id,
      questionId: body.questionId,
      durationMs: recording.durationMs!,
      words: words?.text ?? null,
      wordsSource: words?.source ?? null,
      feedback,
    });
    if (inserted) await completeByEvent(tx, viewer.userId, { kind: 'speakYourWorthPracticed' });
    return inserted;
  });
  return viewOf(row ?? (await repo.findAttemptByUpload(deps.db, recording.id))!);
}

/**
 * PATCH /api/speakYourWorth/attempts/:id: the words the student typed after recording; the feedback is
 * made again from them (fillers and the 3 parts as found in the words). Words heard from the recording
 * are not replaced.
 */
export async function addTypedWords(
  deps: SpeakDeps,
  viewer: Viewer,
  id: string,
  words: string,
): Promise<SpeakAttempt> {
  graduateOnly(viewer);
  const attempt = await repo.findAttempt(deps.db, id);
  if (!attempt) throw new AppError('NOT_FOUND', t('errors.notFound'));
  if (attempt.userId !== viewer.userId) throw new AppError('FORBIDDEN', t('errors.forbidden'));
  if (attempt.wordsSource === 'speech') throw new AppError('CONFLICT', t('speak.wordsAlreadyHeard'), 'words');
  const feedback = await feedbackOf(deps, {
    questionId: attempt.questionId as SpeakQuestionId,
    seconds: attempt.durationMs / 1000,
    words: { text: words, source: 'typed' },
    selfCheck: null,
  });
  const row = await repo.setTypedWords(deps.db, attempt.id, words, feedback);
  return viewOf(row!);
}

/**
 * DELETE /api/speakYourWorth/attempts/:id: a graduate deletes one of their answers and its recording (the
 * row now, the stored file once that is committed). The step stays done: they did practise.
 */
export async function deleteAttempt(deps: SpeakDeps, viewer: Viewer, id: string): Promise<{ ok: true }> {
  graduateOnly(viewer);
  const attempt = await repo.findAttempt(deps.db, id);
  if (!attempt) throw new AppError('NOT_FOUND', t('errors.notFound'));
  if (attempt.userId !== viewer.userId) throw new AppError('FORBIDDEN', t('errors.forbidden'));
  const objectKey = await deps.db.transaction((tx) => repo.deleteAttempt(tx, id, viewer.userId));
  if (objectKey) await deps.storage.remove(objectKey).catch((err: unknown) => deps.log?.(err));
  return { ok: true };
}
