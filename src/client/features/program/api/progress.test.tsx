// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const call = vi.fn(async (endpoint: { name: string }) =>
  endpoint.name === 'listFlags' ? ['firsthandCdla1'] : { ok: true },
);
vi.mock('@client/lib/api', () => ({ call }));

const { useFlags, useSetFlag } = await import('./progress');

describe('a flag the student sets', () => {
  it('is added to the flags already read, without reading the list again', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ flags: useFlags(), set: useSetFlag() }), { wrapper });
    await waitFor(() => expect(result.current.flags.data).toEqual(['firsthandCdla1']));
    result.current.set.mutate('checklistTip');
    await waitFor(() => expect(result.current.flags.data).toEqual(['firsthandCdla1', 'checklistTip']));
    expect(call.mock.calls.map(([endpoint]) => endpoint.name)).toEqual(['listFlags', 'setFlag']);
  });
});
