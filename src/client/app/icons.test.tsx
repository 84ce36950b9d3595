// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileErrorBox } from '@client/features/documents/components/FileErrorBox';
import { StatusIcon } from '@client/features/documents/components/StatusIcon';
import { ResultMark } from '@client/features/learning/components/ResultMark';

describe('icons from the one icon set', () => {
  afterEach(cleanup);

  it('are hidden from screen readers; an icon-only button keeps its name', () => {
    render(<FileErrorBox message="Too big." onDismiss={() => undefined} />);
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(dismiss).toHaveTextContent(/^$/);
  });

  it('mark right and wrong with a drawn check or cross and the word for screen readers', () => {
    const { container } = render(
      <>
        <ResultMark correct />
        <ResultMark correct={false} />
      </>,
    );
    const marks = container.querySelectorAll('.mark svg');
    expect(marks).toHaveLength(2);
    for (const svg of marks) expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('CorrectIncorrect');
  });

  it('keep the class names the hub styles by', () => {
    const { container } = render(<StatusIcon icon="camera" />);
    const svg = container.querySelector('svg.status-icon.status-icon-camera');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '32');
  });
});
