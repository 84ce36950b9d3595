// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const refetch = vi.fn();
const failed = { isPending: false, isFetching: false, isError: true, error: new Error('Offline.'), refetch };

vi.mock('./api/notes', () => ({ useClassNotes: () => failed }));
const idle = { mutate: vi.fn(), data: undefined, error: null, isPending: false };
vi.mock('./api/quizzes', () => ({
  useTestDraw: () => failed,
  useQuestions: () => failed,
  useCheckAnswer: () => idle,
  useKeepAnswers: vi.fn(),
  useSubmitAnswers: () => idle,
  newAttemptKey: vi.fn(),
}));
vi.mock('./api/study', () => ({ usePretripState: () => failed }));

const { ClassNotes } = await import('./components/ClassNotes');
const { default: TestPage } = await import('./pages/TestPage');
const { default: PracticePage } = await import('./pages/PracticePage');
const { default: PretripStudyPage } = await import('./pages/PretripStudyPage');

describe('a learning screen whose data did not load', () => {
  afterEach(() => {
    cleanup();
    refetch.mockClear();
  });

  it.each([
    ['class notes', <ClassNotes key="notes" name="pretrip_slides" />],
    ['the graded test', <TestPage key="test" quiz="orientation" />],
    ['practice', <PracticePage key="practice" quiz="orientation" intro={false} />],
    ['pre-trip study', <PretripStudyPage key="pretrip" />],
  ])('%s say what happened, offer Retry and a call-us link', (_, ui) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+13125550100');
  });
});
