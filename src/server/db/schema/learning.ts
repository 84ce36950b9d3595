import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.js';
import { student } from './user-columns.js';

/** Question banks, loaded from content/learning/quizzes. The answer never leaves the server before grading. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey(),
    quiz: text('quiz').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    explanation: text('explanation').notNull(),
    /** The question's topic: a key of its bank in content/learning/quiz-topics.json. */
    topic: text('topic').notNull(),
  },
  (table) => [index('quiz_questions_quiz_idx').on(table.quiz, table.position)],
);

/** Every graded answer sheet; `recorded` ones are the student's scores. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: student(),
    attemptKey: text('attempt_key').notNull(),
    assessmentName: text('assessment_name').notNull(),
    kind: text('kind').notNull(),
    attempt: integer('attempt').notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    recorded: boolean('recorded').notNull(),
    /** Each answer as graded; `topic` is the question's topic key then (absent on sheets graded before topics). */
    results: jsonb('results')
      .$type<
        {
          questionId: string;
          answer: number;
          correctAnswer: number;
          correct: boolean;
          explanation: string;
          topic?: string;
        }[]
      >()
      .notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('quiz_attempts_key_idx').on(table.userId, table.attemptKey),
    index('quiz_attempts_user_idx').on(table.userId, table.assessmentName),
  ],
);

/** How far each student has watched each lesson video; the server decides when it counts as watched. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: student(),
    videoKey: text('video_key').notNull(),
    position: real('position').notNull(),
    furthest: real('furthest').notNull(),
    completed: boolean('completed').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.videoKey] })],
);

/**
 * The questions last served to a student, per quiz and kind, in the order served. A test sheet is graded
 * against its draw, and the draw is used up by grading, so a retry is drawn anew. A practice draw is what
 * the student may check answers for; no answer is given for a question of an open test draw.
 */
export const quizDraws = pgTable(
  'quiz_draws',
  {
    userId: student(),
    quiz: text('quiz').notNull(),
    kind: text('kind', { enum: ['practice', 'test'] })
      .notNull()
      .default('test'),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    /** Per question id, the order its options were shown in (see `optionOrder`). */
    optionOrders: jsonb('option_orders').$type<Record<string, number[]>>().notNull().default({}),
    /** Names this draw to the browser, which keeps its answers under it (also in local storage). */
    drawId: uuid('draw_id').notNull().defaultRandom(),
    /** The answers kept so far, by question id: positions as this draw shows them. Graded only on submit. */
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.quiz, table.kind] })],
);
