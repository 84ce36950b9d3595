import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { statement } from '@server/db/prepared.js';
import { quizAttempts, quizDraws, quizQuestions, videoProgress } from '@server/db/schema/index.js';

export async function listQuestions(db: Db, quiz: string) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz, quiz))
    .orderBy(asc(quizQuestions.position));
}

export async function findQuestion(db: Db, quiz: string, id: string) {
  const [row] = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quiz, quiz), eq(quizQuestions.id, id)));
  return row ?? null;
}

export async function findQuestionsByIds(db: Db, quiz: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quiz, quiz), inArray(quizQuestions.id, ids)));
}

export async function findAttemptByKey(db: Db | Tx, userId: string, attemptKey: string) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptKey, attemptKey)));
  return row ?? null;
}

export async function countAttempts(tx: Tx, userId: string, assessmentName: string, kind: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.assessmentName, assessmentName),
        eq(quizAttempts.kind, kind),
      ),
    );
  return row?.n ?? 0;
}

export async function insertAttempt(tx: Tx, values: typeof quizAttempts.$inferInsert) {
  const [row] = await tx.insert(quizAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const recordedScores = statement('learning_recorded_scores', (db) =>
  db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, sql.placeholder('userId')), eq(quizAttempts.recorded, true)))
    .orderBy(desc(quizAttempts.createdAt)),
);

export async function listRecordedScores(db: Db, userId: string) {
  return recordedScores.on(db).execute({ userId });
}

/** Every graded test attempt of a student, kept or not: what a coach sees of their tests. */
export async function listTestAttempts(db: Db, userId: string) {
  return db
    .select({
      assessmentName: quizAttempts.assessmentName,
      score: quizAttempts.score,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.kind, 'test')));
}

export async function findProgressForUpdate(tx: Tx, userId: string, videoKey: string) {
  const [row] = await tx
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoKey, videoKey)))
    .for('update');
  return row ?? null;
}

export async function findProgress(db: Db, userId: string, videoKey: string) {
  const [row] = await db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoKey, videoKey)));
  return row ?? null;
}

export async function saveProgress(
  tx: Tx,
  values: {
    userId: string;
    videoKey: string;
    position: number;
    furthest: number;
    completed: boolean;
    updatedAt: Date;
  },
) {
  await tx
    .insert(videoProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoKey],
      set: {
        position: values.position,
        furthest: values.furthest,
        completed: values.completed,
        updatedAt: values.updatedAt,
      },
    });
}

type DrawKind = 'practice' | 'test';

/** The questions just served replace any earlier draw of the same quiz and kind. */
export async function saveDraw(
  db: Db | Tx,
  userId: string,
  quiz: string,
  kind: DrawKind,
  questionIds: string[],
  optionOrders: Record<string, number[]>,
) {
  const drawId = randomUUID();
  await db
    .insert(quizDraws)
    .values({ userId, quiz, kind, questionIds, optionOrders, drawId })
    .onConflictDoUpdate({
      target: [quizDraws.userId, quizDraws.quiz, quizDraws.kind],
      set: { questionIds, optionOrders, drawId, answers: {}, createdAt: new Date() },
    });
  return drawId;
}

/** The open draw of one quiz and kind, with its kept answers. */
export async function findDraw(db: Db | Tx, userId: string, quiz: string, kind: DrawKind) {
  const [row] = await db
    .select()
    .from(quizDraws)
    .where(and(eq(quizDraws.userId, userId), eq(quizDraws.quiz, quiz), eq(quizDraws.kind, kind)));
  return row ?? null;
}

export async function saveDrawAnswers(
  tx: Tx,
  userId: string,
  quiz: string,
  drawId: string,
  answers: Record<string, number>,
) {
  await tx
    .update(quizDraws)
    .set({ answers })
    .where(
      and(
        eq(quizDraws.userId, userId),
        eq(quizDraws.quiz, quiz),
        eq(quizDraws.kind, 'test'),
        eq(quizDraws.drawId, drawId),
      ),
    );
}

/** The open draws of one quiz, practice and test. */
export async function findDraws(db: Db | Tx, userId: string, quiz: string) {
  const rows = await db
    .select()
    .from(quizDraws)
    .where(and(eq(quizDraws.userId, userId), eq(quizDraws.quiz, quiz)));
  const practice = rows.find((r) => r.kind === 'practice');
  return {
    practice: practice?.questionIds ?? null,
    test: rows.find((r) => r.kind === 'test')?.questionIds ?? null,
    practiceOrders: practice?.optionOrders ?? {},
  };
}

export async function findDrawForUpdate(tx: Tx, userId: string, quiz: string, kind: DrawKind) {
  const [row] = await tx
    .select()
    .from(quizDraws)
    .where(and(eq(quizDraws.userId, userId), eq(quizDraws.quiz, quiz), eq(quizDraws.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function deleteDraw(tx: Db | Tx, userId: string, quiz: string, kind: DrawKind) {
  await tx
    .delete(quizDraws)
    .where(and(eq(quizDraws.userId, userId), eq(quizDraws.quiz, quiz), eq(quizDraws.kind, kind)));
}

const progresses = statement('learning_video_progresses', (db) =>
  db
    .select()
    .from(videoProgress)
    .where(
      and(
        eq(videoProgress.userId, sql.placeholder('userId')),
        sql`${videoProgress.videoKey} = any(${sql.placeholder('videoKeys')}::text[])`,
      ),
    ),
);

export async function findProgresses(db: Db, userId: string, videoKeys: string[]) {
  return progresses.on(db).execute({ userId, videoKeys });
}
