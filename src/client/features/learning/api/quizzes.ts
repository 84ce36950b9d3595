import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkQuizAnswer,
  listQuizQuestions,
  listQuizScores,
  submitQuiz,
} from '@shared/contracts/learning.endpoints';
import type { QuizName } from '@shared/domain/learning';
import { call } from '@client/lib/api';

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

export function useScores() {
  return useQuery({
    queryKey: ['quizzes', 'scores'],
    queryFn: () => call(listQuizScores, {}),
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
        queryClient.invalidateQueries({ queryKey: ['completion'] }),
        queryClient.invalidateQueries({ queryKey: ['quizzes', 'scores'] }),
      ]),
  });
}

export function newAttemptKey(): string {
  return crypto.randomUUID();
}
