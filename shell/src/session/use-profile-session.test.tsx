import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import { renderHook, waitFor } from '@testing-library/react';
import { callApi } from '@engage/shared/api/client';
import { sessionStore, signIn } from '@engage/shared/session';
import { useProfileSession } from './use-profile-session';

jest.mock('@engage/shared/api/client', () => ({ callApi: jest.fn() }));
const mockedCallApi = jest.mocked(callApi);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('profile-backed session (spec 000 §4)', () => {
  beforeEach(() => signIn({ access: 'a', refresh: 'r', session_id: 's' }));

  it('keeps the user signed in when the profile loads', async () => {
    mockedCallApi.mockResolvedValue({ username: 'wanjiku' });
    const { result } = renderHook(() => useProfileSession(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sessionStore.getState().token).toBe('a');
  });

  it('logs the user out when the profile fetch fails', async () => {
    mockedCallApi.mockRejectedValueOnce({ status: 500, data: { detail: 'Internal server error' } });
    renderHook(() => useProfileSession(), { wrapper });
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(localStorage.getItem('userType')).toBeNull();
  });

  describe("the account's language", () => {
    beforeEach(() => mockedCallApi.mockReset());
    afterEach(() => {
      document.documentElement.lang = '';
      localStorage.clear();
      mockedCallApi.mockReset();
    });

    it('is applied at sign-in and remembered on this device', async () => {
      mockedCallApi.mockResolvedValue({ username: 'wanjiku', language: 'sw' });
      renderHook(() => useProfileSession(), { wrapper });
      await waitFor(() => expect(document.documentElement.lang).toBe('sw-KE'));
      expect(localStorage.getItem('engage.language')).toBe('sw');
      expect(mockedCallApi.mock.calls.filter(([name]) => name === 'languageUpdate')).toEqual([]);
    });

    it('is set to the language being read when the account never chose one', async () => {
      document.documentElement.lang = 'sw-KE';
      mockedCallApi.mockResolvedValue({ username: 'wanjiku', language: null });
      renderHook(() => useProfileSession(), { wrapper });
      await waitFor(() =>
        expect(mockedCallApi).toHaveBeenCalledWith('languageUpdate', null, { body: { language: 'sw' } }),
      );
      expect(document.documentElement.lang).toBe('sw-KE');
    });
  });
});
