import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { answerApi, calls, failure, renderWithProviders, resetShellState } from './test-render';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetShellState();
  useModalStore.getState().openModal('instagram');
});

async function openInstagram() {
  const view = renderWithProviders(<ModalHost />);
  const dialog = await screen.findByRole('dialog', { name: 'Connect Instagram' });
  return { ...view, dialog };
}

const username = () => screen.getByLabelText('Instagram email');
const password = () => screen.getByLabelText('Instagram password');

describe('Instagram login popup validation (spec 000 §5 "Login and Instagram forms")', () => {
  it('"email \'Invalid email format\' if malformed" — once the field is left, linked to it', async () => {
    const user = userEvent.setup();
    answerApi({});
    await openInstagram();
    await user.type(username(), 'wanjiku');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    await user.tab();
    const error = screen.getByText('Invalid email format');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveAttribute('aria-describedby', error.id);
    await user.type(username(), '@example.com');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
  });

  it("\"'Email is required' if missing; password 'Password is required'\" on submit, without calling the API", async () => {
    const user = userEvent.setup();
    answerApi({});
    await openInstagram();
    await user.click(screen.getByRole('button', { name: 'Connect Instagram' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(calls('connectInstagram')).toHaveLength(0);
  });

  it('"password \'Password is required\'" once the password field is left empty', async () => {
    const user = userEvent.setup();
    answerApi({});
    await openInstagram();
    await user.click(password());
    await user.tab();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('Instagram connect (spec 000 §7 "POST {ig_username, ig_password}", §8)', () => {
  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(username(), 'wanjiku@example.co.ke');
    await user.type(password(), 'pa55word');
    await user.click(screen.getByRole('button', { name: 'Connect Instagram' }));
  }

  it('success: "\'Success! Instagram connected!\'", profile invalidated, popup closed', async () => {
    answerApi({ connectInstagram: () => ({ message: 'ok' }) });
    const { queryClient } = await openInstagram();
    queryClient.setQueryData(profileKeys.details, {});
    await fillAndSubmit();
    expect(await screen.findByText('Success! Instagram connected!')).toBeInTheDocument();
    expect(calls('connectInstagram')).toEqual([
      ['connectInstagram', { body: { ig_username: 'wanjiku@example.co.ke', ig_password: 'pa55word' } }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(profileKeys.details)?.isInvalidated).toBe(true);
  });

  it('failure: "\'An error occurred. Please try again.\'" and what was typed stays', async () => {
    answerApi({ connectInstagram: () => Promise.reject(failure(400, { detail: 'bad credentials' })) });
    const { dialog } = await openInstagram();
    await fillAndSubmit();
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Instagram email')).toHaveValue('wanjiku@example.co.ke');
  });
});
