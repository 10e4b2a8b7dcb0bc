import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { sessionStore, setVerified } from '@engage/shared/session';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { VerificationOverlay } from './verification-overlay';
import {
  answerApi,
  calls,
  failure,
  profileDetail,
  renderWithProviders,
  resetShellState,
  userRecord,
} from './test-render';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetShellState();
  setVerified(true);
  sessionStore.setState({ token: 'access-1', sessionId: 'session-1' });
});

function renderSignedIn() {
  return renderWithProviders(
    <>
      <VerificationOverlay />
      <ModalHost />
    </>,
  );
}

const overlay = () => screen.findByRole('dialog', { name: 'Verify your email' });

describe('verification overlay (spec 000 §4 "unverified users see an overlay with Verify ... or Later")', () => {
  it("shows for a user whose email_verified is 'False', and marks the session unverified", async () => {
    answerApi({ profile: () => userRecord({ email_verified: 'False' }) });
    renderSignedIn();
    const dialog = await overlay();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Later' })).toBeInTheDocument();
    expect(sessionStore.getState().isVerified).toBe(false);
  });

  it("does not show for a verified user ('True')", async () => {
    answerApi({ profile: () => userRecord({ email_verified: 'True' }) });
    renderSignedIn();
    await waitFor(() => expect(calls('profile')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().isVerified).toBe(true);
  });

  it('"Later (dismisses)": hidden for the rest of this sign-in session, setVerified(false)', async () => {
    const user = userEvent.setup();
    answerApi({ profile: () => userRecord() });
    const view = renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().isVerified).toBe(false);
    expect(calls('requestOtp')).toHaveLength(0);
    view.unmount();
    renderSignedIn(); // the layout mounts again (another page) — still dismissed
    await waitFor(() => expect(calls('profile')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Later is remembered across a full page load in the same tab (sessionStorage), for this sign-in session only', async () => {
    const user = userEvent.setup();
    answerApi({ profile: () => userRecord() });
    const view = renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Later' }));
    view.unmount();
    // A full page load: the page's memory starts empty; the tab's sessionStorage is kept.
    act(() => {
      useModalStore.setState({ open: null, verificationDismissedIn: null });
      setVerified(true); // the session's initial value (spec 000 §3)
    });
    const reloaded = renderSignedIn();
    // The user record has arrived once the overlay has marked the session unverified.
    await waitFor(() => expect(sessionStore.getState().isVerified).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    reloaded.unmount();
    // Another sign-in in the same tab asks again.
    act(() => {
      useModalStore.setState({ open: null, verificationDismissedIn: null });
      sessionStore.setState({ token: 'access-2', sessionId: 'session-2' });
    });
    renderSignedIn();
    expect(await overlay()).toBeInTheDocument();
  });

  it('steps aside while another shell modal is open, so two dialogs never stack', async () => {
    answerApi({ profile: () => userRecord() });
    renderSignedIn();
    await overlay();
    act(() => useModalStore.getState().openModal('instagram'));
    expect(await screen.findByRole('dialog', { name: 'Connect Instagram' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => useModalStore.getState().closeModal());
    expect(await overlay()).toBeInTheDocument();
  });

  it('asks again in the next sign-in session', async () => {
    const user = userEvent.setup();
    answerApi({ profile: () => userRecord() });
    const view = renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Later' }));
    view.unmount();
    act(() => sessionStore.setState({ token: 'access-2', sessionId: 'session-2' }));
    renderSignedIn();
    expect(await overlay()).toBeInTheDocument();
  });

  it('"Verify (requests an OTP code and opens the modal)": \'Please check your email\'', async () => {
    const user = userEvent.setup();
    answerApi({ profile: () => userRecord(), requestOtp: () => ({ message: 'sent', sent: true, resend_in: 60 }) });
    renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Verify' }));
    const modal = await screen.findByRole('dialog', { name: 'Please check your email' });
    expect(calls('requestOtp')).toEqual([['requestOtp']]);
    expect(within(modal).getByText('wanjiku@example.co.ke')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it("a failed OTP request shows the server's detail and keeps the overlay", async () => {
    const user = userEvent.setup();
    answerApi({
      profile: () => userRecord(),
      requestOtp: () => Promise.reject(failure(429, { detail: 'Too many codes requested. Try again in 10 minutes.' })),
    });
    renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many codes requested. Try again in 10 minutes.')).toBeInTheDocument();
    expect(await overlay()).toBeInTheDocument();
  });

  it("a failed OTP request without detail shows 'An error occurred. Please try again.'", async () => {
    const user = userEvent.setup();
    answerApi({ profile: () => userRecord(), requestOtp: () => Promise.reject(failure(0, {})) });
    renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});

describe('email verification modal (spec 000 §2 "\'Please check your email\', code input, verify button")', () => {
  async function openCodeModal() {
    const user = userEvent.setup();
    const view = renderSignedIn();
    await user.click(within(await overlay()).getByRole('button', { name: 'Verify' }));
    const modal = await screen.findByRole('dialog', { name: 'Please check your email' });
    return { ...view, user, modal };
  }

  it('"The verification code is free text": sends {otp_code}, only the spaces around it trimmed → \'Verification successful!\', user and profile refreshed, setVerified(true)', async () => {
    let verified = false;
    answerApi({
      profile: () => userRecord({ email_verified: verified ? 'True' : 'False' }),
      profileDetails: () => profileDetail(),
      requestOtp: () => ({ message: 'sent', sent: true, resend_in: 0 }),
      verifyEmail: () => {
        verified = true;
        return { message: 'ok' };
      },
    });
    const { user, modal, queryClient } = await openCodeModal();
    queryClient.setQueryData(profileKeys.details, profileDetail());
    expect(within(modal).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(within(modal).getByLabelText('Verification code'), ' ab-12 3 ');
    const userFetches = calls('profile').length;
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification successful!')).toBeInTheDocument();
    expect(calls('verifyEmail')).toEqual([['verifyEmail', { body: { otp_code: 'ab-12 3' } }]]);
    await waitFor(() => expect(calls('profile').length).toBeGreaterThan(userFetches)); // the user record, refetched
    expect(queryClient.getQueryState(profileKeys.details)?.isInvalidated).toBe(true);
    expect(sessionStore.getState().isVerified).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a wrong code: 'Invalid code!' beneath the field (aria-invalid, described by it), gone once the code changes", async () => {
    answerApi({
      profile: () => userRecord(),
      requestOtp: () => ({ message: 'sent', sent: true, resend_in: 0 }),
      verifyEmail: () => Promise.reject(failure(400, { detail: 'Invalid code!' })),
    });
    const { user, modal } = await openCodeModal();
    const field = within(modal).getByLabelText('Verification code');
    await user.type(field, '000000');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Invalid code!');
    expect(screen.getAllByText('Invalid code!')).toHaveLength(1); // on the field, not a toast besides
    expect(screen.getByRole('dialog', { name: 'Please check your email' })).toBeInTheDocument();
    expect(sessionStore.getState().isVerified).toBe(false);
    await user.type(field, '1');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid code!')).not.toBeInTheDocument();
  });

  it("a wrong code then the right one: only 'Verification successful!' is left", async () => {
    let tries = 0;
    answerApi({
      profile: () => userRecord(),
      profileDetails: () => profileDetail(),
      requestOtp: () => ({ message: 'sent', sent: true, resend_in: 0 }),
      verifyEmail: () => {
        tries += 1;
        return tries === 1 ? Promise.reject(failure(400, { detail: 'Invalid code!' })) : { message: 'ok' };
      },
    });
    const { user, modal } = await openCodeModal();
    const field = within(modal).getByLabelText('Verification code');
    await user.type(field, '000000');
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(modal).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification successful!')).toBeInTheDocument();
    expect(screen.queryByText('Invalid code!')).not.toBeInTheDocument();
  });

  it('closing the code step counts as Later: nothing else opens in this sign-in session', async () => {
    answerApi({ profile: () => userRecord(), requestOtp: () => ({ message: 'sent', sent: true, resend_in: 0 }) });
    const { user, modal } = await openCodeModal();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useModalStore.getState().open).toBeNull();
    expect(sessionStore.getState().isVerified).toBe(false);
  });
});

describe('one code at a time', () => {
  it('a code already waiting (the sign-up one): the code step opens at once and nothing is requested', async () => {
    answerApi({ profile: () => userRecord(), emailCodeStatus: () => ({ live: true, resend_in: 40 }) });
    renderSignedIn();
    const modal = await screen.findByRole('dialog', { name: 'Please check your email' });
    expect(within(modal).getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(calls('requestOtp')).toHaveLength(0);
  });

  it('no code waiting: the overlay with Verify and Later, as before', async () => {
    answerApi({ profile: () => userRecord(), emailCodeStatus: () => ({ live: false, resend_in: 0 }) });
    renderSignedIn();
    expect(await overlay()).toBeInTheDocument();
  });

  it('"Send a new code" shows the cooldown, then sends {new_code: true} and says the old code stopped working', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      answerApi({
        profile: () => userRecord(),
        emailCodeStatus: () => ({ live: true, resend_in: 2 }),
        requestOtp: () => ({ message: 'sent', sent: true, resend_in: 60 }),
      });
      renderSignedIn();
      const modal = await screen.findByRole('dialog', { name: 'Please check your email' });
      const waiting = await within(modal).findByRole('button', { name: 'Send a new code in 2 s' });
      expect(waiting).toBeDisabled();
      act(() => jest.advanceTimersByTime(2100));
      const resend = await within(modal).findByRole('button', { name: 'Send a new code' });
      expect(resend).toBeEnabled();
      await user.click(resend);
      await waitFor(() =>
        expect(within(modal).getByRole('status')).toHaveTextContent(
          'A new code is on its way. The code sent before it no longer works.',
        ),
      );
      expect(calls('requestOtp')).toEqual([['requestOtp', { body: { new_code: true } }]]);
      expect(within(modal).getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a new code refused by the server's cooldown: its words, and the countdown it gives", async () => {
    const user = userEvent.setup();
    answerApi({
      profile: () => userRecord(),
      emailCodeStatus: () => ({ live: true, resend_in: 0 }),
      requestOtp: () =>
        Promise.reject(
          failure(429, {
            detail: 'A code was sent less than a minute ago. You can ask for a new one in 30 s.',
            resend_in: 30,
          }),
        ),
    });
    renderSignedIn();
    const modal = await screen.findByRole('dialog', { name: 'Please check your email' });
    await user.click(await within(modal).findByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(within(modal).getByRole('status')).toHaveTextContent('You can ask for a new one in 30 s.'),
    );
    expect(within(modal).getByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();
  });
});
