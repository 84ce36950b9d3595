// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@client/ui/RouteErrorBoundary';

let failing = true;
let renders = 0;
function Page() {
  renders++;
  if (failing) throw new Error('boom');
  return <p>page content</p>;
}

describe('the route error boundary', () => {
  beforeEach(() => {
    failing = true;
    renders = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a message, a retry and the phone instead of a blank outlet', () => {
    render(
      <RouteErrorBoundary resetKey="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('page-error')).toHaveTextContent('This page did not load.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+13125550100');
  });

  it('renders the page again on "Try again"', () => {
    render(
      <RouteErrorBoundary resetKey="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    const before = renders;
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByTestId('page-error')).not.toBeInTheDocument();
  });

  it('shows the error again when the retry fails too', () => {
    render(
      <RouteErrorBoundary resetKey="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('page-error')).toBeInTheDocument();
  });

  it('clears the error when the person goes to another page', () => {
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByTestId('page-error')).toBeInTheDocument();
    failing = false;
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});
