// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const refetch = vi.fn();
const failed = { isPending: false, isFetching: false, isError: true, error: new Error('Offline.'), refetch };

vi.mock('./api/notes', () => ({ useClassNotes: () => failed }));
vi.mock('./api/quizzes', () => ({
  useTestDraw: () => failed,
  useKeepAnswers: vi.fn(),
  useSubmitAnswers: vi.fn(),
  newAttemptKey: vi.fn(),
}));

const { ClassNotes } = await import('./components/ClassNotes');
const { default: TestPage } = await import('./pages/TestPage');

describe('a learning screen whose data did not load', () => {
  afterEach(() => {
    cleanup();
    refetch.mockClear();
  });

  it.each([
    ['class notes', <ClassNotes key="notes" name="pretrip_slides" />],
    ['the graded test', <TestPage key="test" quiz="orientation" />],
  ])('%s say what happened, offer Retry and a call-us link', (_, ui) => {
    render(<MemoryRouter>{ui}</MemoryRouter>);
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+13125550100');
  });
});
