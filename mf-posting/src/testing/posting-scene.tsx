/** The posting pages' test set-up (tests only): a router at a path with state, the toasts, a fresh cache. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import type { LinkCheckResponse } from '@engage/shared/contract/posting';
import { LocationProbe, type CurrentLocation } from '@engage/shared/federation/area-testing';
import { MemoryRouter, Route, Routes } from '@engage/shared/router';
import { profileDetail, userRecord, type ApiAnswers } from '@engage/shared/testing/api-answers';
import { Toasts } from '@engage/shared/ui/toast-container';

export function renderPage(ui: ReactElement, { path, state }: { path: string; state?: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let location: CurrentLocation = { pathname: path, search: '', hash: '', state };
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path="/consumer/edit-post/:postId" element={ui} />
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe onChange={(current) => (location = current)} />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { location: () => location, client, unmount: view.unmount };
}

/** A verified user with a profile: what every posting page reads first. */
export const signedIn: ApiAnswers = {
  profile: () => userRecord({ email_verified: 'True' }),
  profileDetails: () => profileDetail({ username: 'wanjiku', location: 'Nairobi, Kenya' }),
};

export function checked(overrides: Partial<LinkCheckResponse> = {}): LinkCheckResponse {
  return {
    link_url: 'https://x.com/kenya_beats/status/1800000001',
    platform: 'twitter',
    available_actions: ['Likes', 'Comments', 'Retweets'],
    amount: 1500,
    targets_needed: 150,
    post_thumbnail: null,
    ...overrides,
  };
}
