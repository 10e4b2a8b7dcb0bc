/**
 * Test helpers for areas and the shell (imported by tests only, never by app code): `callApi`
 * answered per route name (the test file calls `jest.mock('@engage/shared/api/client')`),
 * fixtures of the profile records every area reads, and a render inside a fresh QueryClient (no
 * retries), a MemoryRouter and the toast container.
 */
import type { ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import { callApi, type ApiSession, type CallOptions } from '@engage/shared/api/client';
import type { ApiRouteName } from '@engage/shared/api/routes';
import type { Link } from '@engage/shared/contract/links';
import type { ProfileDetail, User } from '@engage/shared/contract/profile';
import { LocationProbe } from '@engage/shared/federation/area-testing';
import { MemoryRouter, Route, Routes } from '@engage/shared/router';
import { Toasts } from '@engage/shared/ui/toast-container';

type Answer = (options: { body?: unknown; params?: unknown; query?: unknown }) => unknown;
export type ApiAnswers = Partial<Record<ApiRouteName, Answer>>;

/** Answers `callApi` per route name; an unlisted route rejects with a 404 failure. */
export function answerApi(answers: ApiAnswers): jest.Mock {
  const mock = jest.mocked(callApi);
  mock.mockImplementation(async (name, _session, options = {}) => {
    const answer = answers[name];
    if (!answer) throw { status: 404, data: { detail: `no answer for ${name}` } };
    return answer(options);
  });
  return mock as unknown as jest.Mock;
}

/** Forgets earlier answers and recorded calls (call it in `beforeEach`). */
export function resetApiAnswers(): void {
  jest.mocked(callApi).mockReset();
}

/** A failure as the client rejects with it. */
export function failure(status = 500, data: Record<string, unknown> = { detail: 'Server error' }) {
  return { status, data };
}

/** The calls of one route, each with what it sent (typed from the route's contract). */
export function calls<Name extends ApiRouteName>(name: Name): Array<[Name, CallOptions<Name> | undefined]> {
  return jest
    .mocked(callApi)
    .mock.calls.filter(([called]) => called === name)
    .map(([called, , options]) => [called as Name, options as CallOptions<Name> | undefined]);
}

/** The session each call of one route was made as (the cache, parcel scope or `null` it named). */
export function callSessions(name: ApiRouteName): ApiSession[] {
  return jest
    .mocked(callApi)
    .mock.calls.filter(([called]) => called === name)
    .map(([, session]) => session);
}

export function profileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    user_id: 7,
    username: 'wanjiku',
    email: 'wanjiku@example.co.ke',
    avatar: null,
    currency: 'KES',
    earnings: 1250.5,
    pending_balance: 80,
    min_withdrawal: 1000,
    completeness: 60,
    interests: ['Music'],
    bot_active: false,
    youtube_connected: false,
    twitter_connected: false,
    instagram_connected: false,
    experience_level: null,
    bio: null,
    location: null,
    education: null,
    job_title: null,
    company: null,
    languages: null,
    phone_number: null,
    visibility: 'public',
    birth_date: null,
    // Someone who has used the app before: the first run is behind them.
    onboarded_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

export function userRecord(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    email: 'wanjiku@example.co.ke',
    username: 'wanjiku',
    first_name: '',
    last_name: '',
    address: '',
    mobile_number: '',
    email_verified: 'False',
    profile: { profile_visibility: 'public' },
    ...overrides,
  };
}

/** A live task as the feed and reels receive it (spec 000 §3 "Task / link"). */
export function linkRecord(overrides: Partial<Link> = {}): Link {
  return {
    link_id: 11,
    link_url: 'https://x.com/kenya_beats/status/1800000001',
    platform: 'twitter',
    action_type: 'Likes',
    is_shorts: false,
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    producer_username: 'kenya_beats',
    producer_avatar: null,
    producer_amount: 1500,
    producer_location: 'Nairobi',
    anonymous: false,
    post_title: 'New single',
    post_descrption: 'Support Kenyan music: like the new single.',
    post_tags: 'music,kenya',
    post_thumbnail: null,
    targets_location: 'Anywhere',
    targets_needed: 100,
    targets_reached: 40,
    thumb_ups: 12,
    has_liked: false,
    is_actioned: false,
    is_draft: false,
    status: 'active',
    available_actions: ['Likes'],
    reward: 9,
    returned: 0,
    expires_at: new Date(Date.now() + 20 * 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/' }: { path?: string } = {},
): RenderResult & { queryClient: QueryClient; pathname: () => string } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let pathname = path;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe onChange={(current) => (pathname = current.pathname)} />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, pathname: () => pathname };
}

/**
 * The toasts showing `message` that are not on their way out. A dismissed toast stays in the
 * page while its exit animation runs, and jsdom runs no animations, so "gone" means "leaving".
 */
export function toastsShowing(message: string): HTMLElement[] {
  return screen
    .queryAllByText(message)
    .filter((element) => element.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');
}
