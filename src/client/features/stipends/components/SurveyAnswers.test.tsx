// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SurveyAnswers } from './SurveyAnswers';

describe('a stipend request’s survey answers, as a coach reads them', () => {
  afterEach(cleanup);

  const answerTo = (question: string) =>
    screen.getByText(question, { selector: 'dt' }).nextElementSibling?.textContent;

  it('puts each answer under its question, in words and in the one date format', () => {
    render(
      <SurveyAnswers
        answers={{
          week4: { roadTest: 'yes', roadTestDate: '2026-12-03', needs: 'A ride to the test' },
          partial: { missedDays: ['mon', 'wed'], reason: 'My bus did not come.' },
        }}
      />,
    );
    expect(answerTo('Do you have a date for your road test?')).toBe('Yes');
    expect(answerTo('Road test date')).toBe('12/03/2026');
    expect(answerTo('What do you need from us to finish school?')).toBe('A ride to the test');
    expect(answerTo('Which days did you miss?')).toBe('Monday, Wednesday');
    expect(answerTo('Why did you miss them?')).toBe('My bus did not come.');
    expect(document.body.textContent).not.toContain('{');
  });

  it('says so when there are no answers (a week not attended)', () => {
    render(<SurveyAnswers answers={{}} />);
    expect(screen.getByText('No survey answers: the student did not attend this week.')).toBeInTheDocument();
  });
});
