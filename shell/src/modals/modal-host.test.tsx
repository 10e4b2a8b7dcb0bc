import { act, screen, waitFor } from '@testing-library/react';
import { publish } from '@engage/shared/bus';
import { browser } from './account-connection';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { answerApi, calls, failure, profileDetail, renderWithProviders, resetShellState } from './test-render';

jest.mock('@engage/shared/api/client');

let assign: jest.SpyInstance;

beforeEach(() => {
  resetShellState();
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => assign.mockRestore());

describe('ModalHost renders the open modal of the store', () => {
  it.each([
    ['preferences', 'Edit Preferences'],
    ['bot', 'Bot'],
    ['accounts', 'Link Social Media Accounts'],
    ['instagram', 'Connect Instagram'],
    ['verify-email', 'Please check your email'],
  ] as const)('%s → the dialog "%s"; Escape closes it', async (modal, title) => {
    answerApi({
      profileDetails: () => profileDetail(),
      userTags: () => ({ interests: [] }),
      interests: () => ({ interests: [] }),
    });
    renderWithProviders(<ModalHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useModalStore.getState().openModal(modal));
    const dialog = await screen.findByRole('dialog', { name: title });
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useModalStore.getState().open).toBeNull();
  });
});

describe('areas ask over the bus (spec 000 §5 "\'Link {Platform}\' ... starts connection (YouTube/Twitter: redirect; Instagram: modal)")', () => {
  it.each([
    ['youtube', 'connectYoutube'],
    ['twitter', 'connectTwitter'],
  ] as const)('accounts:connect {platform: %s} starts the redirect directly', async (platform, route) => {
    let answer: (value: unknown) => void = () => undefined;
    answerApi({ [route]: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<ModalHost />);
    act(() => publish('accounts:connect', { platform }));
    expect(await screen.findByText(`Connecting ${platform}...`)).toBeInTheDocument();
    answer({ auth_url: `https://consent.example.com/${platform}` });
    expect(await screen.findByText('Redirection successful')).toBeInTheDocument();
    expect(calls(route)).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith(`https://consent.example.com/${platform}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accounts:connect with a failing call: "\'An error occurred. Please try again.\'"', async () => {
    answerApi({ connectYoutube: () => Promise.reject(failure(500)) });
    renderWithProviders(<ModalHost />);
    act(() => publish('accounts:connect', { platform: 'youtube' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('accounts:connect {platform: instagram} opens the Instagram login popup', async () => {
    answerApi({});
    renderWithProviders(<ModalHost />);
    act(() => publish('accounts:connect', { platform: 'instagram' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Instagram' })).toBeInTheDocument();
  });

  it('verification:request requests an OTP, then opens the code modal', async () => {
    answerApi({ requestOtp: () => ({}), profile: () => ({}) });
    renderWithProviders(<ModalHost />);
    act(() => publish('verification:request', {}));
    expect(await screen.findByRole('dialog', { name: 'Please check your email' })).toBeInTheDocument();
    expect(calls('requestOtp')).toEqual([['requestOtp']]);
  });

  it('stops listening when unmounted', async () => {
    answerApi({ requestOtp: () => ({}) });
    const view = renderWithProviders(<ModalHost />);
    view.unmount();
    publish('verification:request', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls('requestOtp')).toHaveLength(0);
  });
});
