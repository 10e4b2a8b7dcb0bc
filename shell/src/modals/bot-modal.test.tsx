import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { answerApi, calls, failure, profileDetail, renderWithProviders, resetShellState } from './test-render';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetShellState();
  useModalStore.getState().openModal('bot');
});

describe('Bot modal (spec 000 §2 "ENABLE BOT or DISABLE BOT, by current bot_active")', () => {
  it.each([
    [false, 'ENABLE BOT', 'off'],
    [true, 'DISABLE BOT', 'on'],
  ])('bot_active %s → button %s', async (botActive, label, state) => {
    answerApi({ profileDetails: () => profileDetail({ bot_active: botActive }) });
    renderWithProviders(<ModalHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Bot' });
    expect(await within(dialog).findByRole('button', { name: label })).toBeEnabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Your bot is ${state}.`);
  });

  it('"Activate bot | POST, no body | toggles": \'Bot activated successfully!\', profile invalidated, modal closed', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ bot_active: false }),
      botActivate: () => ({ bot_active: true }),
    });
    const { queryClient } = renderWithProviders(<ModalHost />);
    await user.click(await screen.findByRole('button', { name: 'ENABLE BOT' }));
    expect(await screen.findByText('Bot activated successfully!')).toBeInTheDocument();
    expect(calls('botActivate')).toEqual([['botActivate']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(profileKeys.details)?.isInvalidated).toBe(true);
  });

  it('turning it off: "\'Bot deactivated successfully!\'"', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ bot_active: true }),
      botActivate: () => ({ bot_active: false }),
    });
    renderWithProviders(<ModalHost />);
    await user.click(await screen.findByRole('button', { name: 'DISABLE BOT' }));
    expect(await screen.findByText('Bot deactivated successfully!')).toBeInTheDocument();
  });

  it('a failed toggle: "\'An error occurred, kindly try again\'" and the modal stays', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ bot_active: false }),
      botActivate: () => Promise.reject(failure(500)),
    });
    renderWithProviders(<ModalHost />);
    await user.click(await screen.findByRole('button', { name: 'ENABLE BOT' }));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Bot' })).toBeInTheDocument();
  });

  it('the button waits for the profile, so it never offers the wrong action', async () => {
    answerApi({ profileDetails: () => new Promise(() => undefined) });
    renderWithProviders(<ModalHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Bot' });
    expect(within(dialog).getByRole('button', { name: 'ENABLE BOT' })).toBeDisabled();
  });

  describe('on a server that verifies tasks (the answer lists bot_platforms)', () => {
    it('says which platforms the bot acts and earns on, and stays open to say it', async () => {
      const user = userEvent.setup();
      answerApi({
        profileDetails: () => ({ ...profileDetail({ bot_active: false }), bot_platforms: ['youtube', 'twitter'] }),
        botActivate: () => ({
          bot_active: true,
          message: 'Bot activated successfully!',
          bot_platforms: ['youtube', 'twitter'],
        }),
      });
      renderWithProviders(<ModalHost />);
      await user.click(await screen.findByRole('button', { name: 'ENABLE BOT' }));
      expect(await screen.findByText('Bot activated successfully!')).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: 'Bot' });
      expect(await within(dialog).findByText('It acts and earns on Youtube and Twitter only.')).toBeVisible();
      expect(within(dialog).getByRole('status')).toHaveTextContent('It acts and earns on Youtube and Twitter only.');
    });

    it('with none, says plainly it will earn nothing, and offers to link an account', async () => {
      const user = userEvent.setup();
      answerApi({
        profileDetails: () => ({ ...profileDetail({ bot_active: false }), bot_platforms: [] }),
        botActivate: () => ({ bot_active: true, bot_platforms: [] }),
      });
      renderWithProviders(<ModalHost />);
      await user.click(await screen.findByRole('button', { name: 'ENABLE BOT' }));
      const dialog = screen.getByRole('dialog', { name: 'Bot' });
      expect(
        await within(dialog).findByText('Your bot will earn nothing until you link an account engage can check.'),
      ).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Link your accounts' }));
      expect(await screen.findByRole('dialog', { name: 'Link Social Media Accounts' })).toBeInTheDocument();
    });

    it('turning it off closes the modal as before', async () => {
      const user = userEvent.setup();
      answerApi({
        profileDetails: () => profileDetail({ bot_active: true }),
        botActivate: () => ({ bot_active: false, bot_platforms: ['youtube'] }),
      });
      renderWithProviders(<ModalHost />);
      await user.click(await screen.findByRole('button', { name: 'DISABLE BOT' }));
      expect(await screen.findByText('Bot deactivated successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says where the bot acts before it was ever switched, from the profile', async () => {
      answerApi({ profileDetails: () => ({ ...profileDetail({ bot_active: false }), bot_platforms: ['youtube'] }) });
      renderWithProviders(<ModalHost />);
      const dialog = await screen.findByRole('dialog', { name: 'Bot' });
      expect(await within(dialog).findByText('It acts and earns on Youtube only.')).toBeInTheDocument();
    });
  });
});
