// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider, useAlerts } from '@client/ui/alerts';

function Trigger({ message, type }: { message: string; type?: 'error' | 'warning' | 'info' }) {
  const { notify } = useAlerts();
  return (
    <button type="button" onClick={() => notify(message, type)}>
      show
    </button>
  );
}

describe('the alert banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows an error and clears it after 5000 ms', () => {
    render(
      <AlertProvider>
        <Trigger message="Something broke" />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByTestId('alert')).toHaveTextContent('Something broke');
    expect(screen.getByTestId('alert')).toHaveClass('alert-error');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByTestId('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
  });

  it("downgrades 'Token incorrect' and 'Error: Unauthorized' to warnings", () => {
    render(
      <AlertProvider>
        <Trigger message="Token incorrect. Check the code and try again." />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByTestId('alert')).toHaveClass('alert-warning');
  });

  it('keeps an info message as info and can be dismissed', () => {
    render(
      <AlertProvider>
        <Trigger message="Saved" type="info" />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByTestId('alert')).toHaveClass('alert-info');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
  });
});
