import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkQuizAnswer,
  keepQuizAnswers,
  listQuizQuestions,
  submitQuiz,
} from '@shared/contracts/learning.endpoints';
import type { QuizName } from '@shared/domain/learning';
import type { QuizDraw } from '@shared/contracts/learning';
import { ApiError, call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';
import { openDrawOf, rememberOpenDraw } from './kept-answers';

type Kind = 'practice' | 'test';

/**
 * The questions of a practice run, or a test's draw. Both are opened anew on each visit (the server
 * checks practice answers only for the run it last opened), never behind the student's back (no refetch
 * on focus while answering).
 */
export function useQuestions(quiz: QuizName, kind: Kind) {
  return useQuery({
    queryKey: ['quizzes', quiz, kind],
    queryFn: () => call(listQuizQuestions, { params: { quiz }, query: { kind } }).then((r) => r.questions),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * A graded test's draw with the answers the server kept for it. An open test is served again as it was;
 * with no signal, the draw this phone last had open stands in, so a reload offline resumes it.
 */
export function useTestDraw(quiz: QuizName) {
  return useQuery({
    queryKey: ['quizzes', quiz, 'test'],
    queryFn: async (): Promise<QuizDraw & { offline: boolean }> => {
      try {
        const draw = await call(listQuizQuestions, { params: { quiz }, query: { kind: 'test' } });
        rememberOpenDraw(draw);
        return { ...draw, offline: false };
      } catch (err) {
        const kept = err instanceof ApiError && err.status === 0 ? openDrawOf(quiz) : null;
        if (kept) return { ...kept, offline: true };
        throw err;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
    // Offline, run anyway (rather than wait for signal) so the kept draw can stand in.
    networkMode: 'always',
    meta: { handlesError: true },
  });
}

/**
 * Sends the open test's answers so far (the whole set); the screen keeps them on the phone first. Without
 * signal the send waits (paused) and goes by itself once the phone is back online.
 */
export function useKeepAnswers(quiz: QuizName) {
  return useMutation({
    mutationFn: (input: { drawId: string; answers: Record<string, number> }) =>
      call(keepQuizAnswers, {
        params: { quiz, drawId: input.drawId },
        body: { answers: input.answers },
      }),
    meta: { handlesError: true },
  });
}

export function useCheckAnswer(quiz: QuizName) {
  return useMutation({
    mutationFn: (input: { questionId: string; answer: number }) =>
      call(checkQuizAnswer, { params: { quiz }, body: input }),
  });
}

/** Sends the answer sheet; the server grades it and keeps the score by its own rules. */
export function useSubmitAnswers(quiz: QuizName, kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { attemptKey: string; answers: { questionId: string; answer: number }[] }) =>
      call(submitQuiz, { body: { assessmentName: quiz, kind, ...input } }),
    onSuccess: () =>
      Promise.all([
        refreshProgress(queryClient),
        queryClient.invalidateQueries({ queryKey: ['quizzes', 'scores'] }),
      ]),
  });
}

export function newAttemptKey(): string {
  return crypto.randomUUID();
}
