import { QueryClient } from '@engage/shared/queries';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@engage/shared/queries';
import { markClaimInReview, useClaimInReview } from './feed-queries';

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

it("a card reads its claim's review reason, and hears when it is set", () => {
  const client = new QueryClient();
  const { result } = renderHook(() => useClaimInReview(7), { wrapper: withClient(client) });
  expect(result.current).toBeUndefined();
  act(() => markClaimInReview(client, 7, 'Checked by hand.'));
  expect(result.current).toBe('Checked by hand.');
  act(() => markClaimInReview(client, 8, 'Another task.'));
  expect(result.current).toBe('Checked by hand.');
});

it('the reason is kept while no card shows it (the list drops cards scrolled away)', async () => {
  // Unused data is dropped at once here; the reason must outlive that.
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 0 } } });
  markClaimInReview(client, 7, 'Checked by hand.');
  await new Promise((resolve) => setTimeout(resolve, 20));
  const { result } = renderHook(() => useClaimInReview(7), { wrapper: withClient(client) });
  expect(result.current).toBe('Checked by hand.');
});
