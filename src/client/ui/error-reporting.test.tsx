// @vitest-environment jsdom
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertProvider } from '@client/ui/alerts';
import { useHandlesError } from '@client/lib/error-reporting';
import { createQueryClient } from '@client/lib/query-client';

const fail = (message: string) => () => Promise.reject(new Error(message));

function useFailing(message = 'Server said no', meta?: Record<string, unknown>) {
  return useMutation({ mutationFn: fail(message), retry: false, meta });
}

function Plain() {
  const m = useFailing();
  return (
    <button type="button" onClick={() => m.mutate()}>
      go
    </button>
  );
}
function OptedOutByMeta() {
  const m = useFailing('Shown inline', { handlesError: true });
  return (
    <>
      <button type="button" onClick={() => m.mutate()}>
        go
      </button>
      {m.isError && <p>inline: {m.error.message}</p>}
    </>
  );
}
function OptedOutByScreen({ only409 = false }: { only409?: boolean }) {
  const m = useHandlesError(
    useFailing(only409 ? 'Other error' : 'Shown inline'),
    only409 ? (err) => (err as { status?: number }).status === 409 : true,
  );
  return (
    <>
      <button type="button" onClick={() => m.mutate()}>
        go
      </button>
      {m.isError && <p>inline: {m.error.message}</p>}
    </>
  );
}
function CustomMessage() {
  const m = useFailing('raw', { errorMessage: 'Could not save your answers.', errorType: 'warning' });
  return (
    <button type="button" onClick={() => m.mutate()}>
      go
    </button>
  );
}

let client: QueryClient;
const mount = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={client}>
      <AlertProvider>{node}</AlertProvider>
    </QueryClientProvider>,
  );

describe('central error reporting', () => {
  beforeEach(() => {
    client = createQueryClient();
  });
  afterEach(() => {
    cleanup();
    client.clear();
  });

  it('shows a failed mutation in the alert banner once, with no handler at the call site', async () => {
    mount(<Plain />);
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(screen.getByTestId('alert')).toHaveTextContent('Server said no'));
    expect(screen.getAllByTestId('alert')).toHaveLength(1);
    expect(screen.getByTestId('alert')).toHaveClass('alert-error');
  });

  it('leaves out a mutation whose meta says the screen handles its error', async () => {
    mount(<OptedOutByMeta />);
    fireEvent.click(screen.getByText('go'));
    await screen.findByText('inline: Shown inline');
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
  });

  it('leaves out a shared mutation hook the screen opted out of where it uses it', async () => {
    mount(<OptedOutByScreen />);
    fireEvent.click(screen.getByText('go'));
    await screen.findByText('inline: Shown inline');
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
  });

  it('reports the errors a narrowed opt-out does not cover', async () => {
    mount(<OptedOutByScreen only409 />);
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(screen.getByTestId('alert')).toHaveTextContent('Other error'));
  });

  it("uses the mutation's own wording and type when its meta gives them", async () => {
    mount(<CustomMessage />);
    fireEvent.click(screen.getByText('go'));
    await waitFor(() =>
      expect(screen.getByTestId('alert')).toHaveTextContent('Could not save your answers.'),
    );
    expect(screen.getByTestId('alert')).toHaveClass('alert-warning');
  });

  it('leaves a first load that fails to the screen, and reports a failed refetch of data on screen', async () => {
    let calls = 0;
    function Data() {
      const q = useQuery({
        queryKey: ['thing'],
        retry: false,
        queryFn: () => (++calls === 2 ? Promise.resolve('fresh') : Promise.reject(new Error('Load failed'))),
      });
      return <p>{q.isError && !q.data ? 'inline error' : (q.data ?? 'loading')}</p>;
    }
    mount(<Data />);
    await screen.findByText('inline error');
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
    await act(() => client.refetchQueries({ queryKey: ['thing'] }));
    await screen.findByText('fresh');
    await act(() => client.refetchQueries({ queryKey: ['thing'] }).catch(() => undefined));
    await waitFor(() => expect(screen.getByTestId('alert')).toHaveTextContent('Load failed'));
    expect(screen.getByText('fresh')).toBeInTheDocument();
  });

  it('keeps quiet when a refetch of data on screen finds no signal (the answer stays on screen)', async () => {
    let calls = 0;
    const offline = Object.assign(new Error('You seem to be offline.'), { status: 0 });
    function Data() {
      const q = useQuery({
        queryKey: ['offline-thing'],
        retry: false,
        queryFn: () => (++calls === 1 ? Promise.resolve('kept') : Promise.reject(offline)),
      });
      return <p>{q.data ?? 'loading'}</p>;
    }
    mount(<Data />);
    await screen.findByText('kept');
    await act(() => client.refetchQueries({ queryKey: ['offline-thing'] }).catch(() => undefined));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByTestId('alert')).not.toBeInTheDocument();
    expect(screen.getByText('kept')).toBeInTheDocument();
  });
});
