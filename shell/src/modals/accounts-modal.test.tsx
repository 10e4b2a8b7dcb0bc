import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from './account-connection';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { answerApi, calls, failure, profileDetail, renderWithProviders, resetShellState } from './test-render';

jest.mock('@engage/shared/api/client');

let assign: jest.SpyInstance;

beforeEach(() => {
  resetShellState();
  useModalStore.getState().openModal('accounts');
  // jsdom cannot leave the page; watch where the browser would go.
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => assign.mockRestore());

async function openAccounts() {
  const view = renderWithProviders(<ModalHost />, { path: '/consumer' });
  const dialog = await screen.findByRole('dialog', { name: 'Link Social Media Accounts' });
  await within(dialog).findByRole('heading', { name: 'Linked accounts' });
  return { ...view, dialog };
}

describe('Link Social Media Accounts (spec 000 §2 "lists linked accounts, each removable; offers Youtube and Twitter (redirect) and Instagram")', () => {
  it('lists the linked accounts from the profile and offers the others, labelled "Youtube, Twitter, Instagram" (§9)', async () => {
    answerApi({ profileDetails: () => profileDetail({ twitter_connected: true }) });
    const { dialog } = await openAccounts();
    expect(within(dialog).getByRole('button', { name: 'Remove Twitter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Youtube' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Twitter' })).not.toBeInTheDocument();
  });

  it('says so when nothing is linked yet', async () => {
    answerApi({ profileDetails: () => profileDetail() });
    const { dialog } = await openAccounts();
    expect(within(dialog).getByText('No account linked yet.')).toBeInTheDocument();
  });

  it('"Disconnect | DELETE {platform} lowercase" → \'{platform} disconnected successfully\', profile refetched', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail({ youtube_connected: true }), disconnect: () => ({}) });
    const { dialog } = await openAccounts();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Youtube' }));
    expect(await screen.findByText('Youtube disconnected successfully')).toBeInTheDocument();
    expect(calls('disconnect')).toEqual([['disconnect', { body: { platform: 'youtube' } }]]);
    await waitFor(() => expect(calls('profileDetails')).toHaveLength(2)); // the open modal refetches it
  });

  it('a failed disconnect: "\'Failed to disconnect {platform}\'"', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ instagram_connected: true }),
      disconnect: () => Promise.reject(failure(500)),
    });
    const { dialog } = await openAccounts();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Instagram' }));
    expect(await screen.findByText('Failed to disconnect Instagram')).toBeInTheDocument();
    expect(calls('disconnect')).toEqual([['disconnect', { body: { platform: 'instagram' } }]]);
  });

  it.each([
    ['Youtube', 'youtube', 'connectYoutube'],
    ['Twitter', 'twitter', 'connectTwitter'],
  ] as const)(
    "%s: \"'Connecting %s...', 'Redirection successful'\" and the browser goes to auth_url",
    async (label, platform, route) => {
      const user = userEvent.setup();
      let answer: (value: unknown) => void = () => undefined;
      answerApi({
        profileDetails: () => profileDetail(),
        [route]: () => new Promise((resolve) => (answer = resolve)),
      });
      const { dialog } = await openAccounts();
      await user.click(within(dialog).getByRole('button', { name: label }));
      expect(await screen.findByText(`Connecting ${platform}...`)).toBeInTheDocument();
      answer({ auth_url: `https://accounts.example.com/${platform}/consent` });
      expect(await screen.findByText('Redirection successful')).toBeInTheDocument();
      expect(calls(route)).toEqual([[route]]);
      expect(assign).toHaveBeenCalledWith(`https://accounts.example.com/${platform}/consent`);
    },
  );

  it('a failed connect: "error \'An error occurred. Please try again.\'" and no redirect', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail(), connectTwitter: () => Promise.reject(failure(502)) });
    const { dialog } = await openAccounts();
    await user.click(within(dialog).getByRole('button', { name: 'Twitter' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('"Instagram (login popup)": opens the Instagram login modal instead', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail() });
    const { dialog } = await openAccounts();
    await user.click(within(dialog).getByRole('button', { name: 'Instagram' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Instagram' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Link Social Media Accounts' })).not.toBeInTheDocument();
    expect(calls('connectInstagram')).toHaveLength(0);
  });

  it('"privacy notice with a link to the privacy policy"', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail() });
    const { dialog, pathname } = await openAccounts();
    const link = within(dialog).getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    await user.click(link);
    expect(pathname()).toBe('/privacy-policy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
