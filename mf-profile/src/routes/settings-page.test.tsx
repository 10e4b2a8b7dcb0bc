/**
 * Profile settings against spec 001: §2 "Profile settings" (three tabs, visibility, interests
 * Football, Movies, Cinema, Valleyball, experience cards, the linked accounts (real, linkable), the
 * identity text and an inert toggle), §4 account deletion then logout, §5 contact-info and
 * location rules, §7 the visibility/experience/interests calls, §8 their messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@engage/shared/bus';
import { sessionStore } from '@engage/shared/session';
import {
  answerApi,
  calls,
  failure,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
  userRecord,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { SettingsPage } from './settings-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

function answerSettings(
  extra: ApiAnswers = {},
  detail = profileDetail({ interests: ['Football'] }),
  user = userRecord(),
) {
  return answerApi({
    profileDetails: () => detail,
    profile: () => user,
    profileUpdate: ({ body }) => ({ ...user, ...(body as object) }),
    accountUpdate: () => ({ message: 'Account updated successfully!' }),
    resellerKeys: () => ({ results: [] }),
    accountDeletion: () => ({
      withdrawable: 0,
      pending: 0,
      forfeited: 0,
      on_its_way: 0,
      waits_for_withdrawal: false,
      min_withdrawal: 1000,
    }),
    dataExport: () => ({ status: 'none', requested_at: null, ready_at: null, expires_at: null, token: null }),
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<SettingsPage />, { path: '/consumer/profile/settings' });

it('has three tabs: General settings, Personal info, Identity verification', async () => {
  answerSettings();
  renderPage();
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['General settings', 'Personal info', 'Identity verification']);
  expect(await screen.findByRole('group', { name: 'Profile visibility' })).toBeInTheDocument();
});

describe('General settings', () => {
  it("changes visibility with {profile: {profile_visibility}}: 'Updating...' then 'Account updated successfully!'", async () => {
    answerSettings();
    renderPage();
    const group = await screen.findByRole('group', { name: 'Profile visibility' });
    await waitFor(() => expect(within(group).getByLabelText('Public')).toBeChecked());
    await userEvent.click(within(group).getByLabelText('Private'));
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    expect(calls('profileUpdate')[0]?.[1]).toEqual({ body: { profile: { profile_visibility: 'private' } } });
  });

  it("a failed change says 'An error occurred, kindly try again'", async () => {
    answerSettings({ accountUpdate: () => Promise.reject(failure()) });
    renderPage();
    const group = await screen.findByRole('group', { name: 'Experience level' });
    await userEvent.click(within(group).getByLabelText('Expert'));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
  });

  it('adds an interest from the fixed choices Football, Movies, Cinema, Valleyball and removes one', async () => {
    answerSettings();
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Choose an interest' });
    const choices = within(select)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    // Football is already chosen.
    expect(choices).toEqual(['Movies', 'Cinema', 'Valleyball']);
    await userEvent.selectOptions(select, 'Valleyball');
    await userEvent.click(screen.getByRole('button', { name: 'Add interest' }));
    await waitFor(() => expect(calls('accountUpdate')).toHaveLength(1));
    expect(calls('accountUpdate')[0]?.[1]).toEqual({ body: { interests: ['Football', 'Valleyball'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Football' }));
    await waitFor(() => expect(calls('accountUpdate')).toHaveLength(2));
    expect(calls('accountUpdate')[1]?.[1]).toEqual({ body: { interests: [] } });
  });

  it('sets the experience level from the cards Entry Level, Intermediate, Expert', async () => {
    answerSettings();
    renderPage();
    const group = await screen.findByRole('group', { name: 'Experience level' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['Entry Level', 'Intermediate', 'Expert']);
    await userEvent.click(within(group).getByLabelText('Intermediate'));
    await waitFor(() => expect(calls('accountUpdate')[0]?.[1]).toEqual({ body: { experience_level: 'Intermediate' } }));
  });

  it('a setting being saved waits, and shows the choice; the other settings can change meanwhile', async () => {
    let answerInterests: (answer: unknown) => void = () => undefined;
    const interestsSaved = new Promise((resolve) => (answerInterests = resolve));
    const detail = profileDetail({ interests: ['Football'] });
    const user = userRecord();
    answerSettings(
      {
        accountUpdate: ({ body }) => {
          if ('interests' in (body as object)) return interestsSaved;
          Object.assign(detail, body);
          return { message: 'Account updated successfully!' };
        },
        profileUpdate: ({ body }) => Object.assign(user, body),
      },
      detail,
      user,
    );
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Choose an interest' }), 'Movies');
    await userEvent.click(screen.getByRole('button', { name: 'Add interest' }));
    expect(screen.getByRole('button', { name: 'Remove Football' })).toBeDisabled();

    const experience = screen.getByRole('group', { name: 'Experience level' });
    await userEvent.click(within(experience).getByLabelText('Expert'));
    expect(within(experience).getByLabelText('Expert')).toBeChecked();
    await waitFor(() => expect(calls('accountUpdate')[1]?.[1]).toEqual({ body: { experience_level: 'Expert' } }));
    const visibility = screen.getByRole('group', { name: 'Profile visibility' });
    await userEvent.click(within(visibility).getByLabelText('Private'));
    expect(within(visibility).getByLabelText('Private')).toBeChecked();

    answerInterests({ message: 'Account updated successfully!' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Football' })).toBeEnabled());
  });

  it("lists the user's real linked accounts, links one through the shell and unlinks one", async () => {
    const asked: unknown[] = [];
    const stop = subscribe('accounts:connect', (payload) => asked.push(payload));
    answerSettings(
      { disconnect: () => ({ message: 'ok' }) },
      profileDetail({
        interests: ['Football'],
        youtube_connected: true,
        twitter_connected: false,
        instagram_connected: false,
      }),
    );
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Linked accounts' })).closest('section') as HTMLElement;
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Youtube'),
      expect.stringContaining('Twitter'),
      expect.stringContaining('Instagram'),
      expect.stringContaining('Facebook'),
      expect.stringContaining('TikTok'),
    ]);
    expect(rows[0]).toHaveTextContent('Linked');
    expect(rows[1]).toHaveTextContent('Not linked');
    // Platforms nobody can link yet say so instead of looking linkable.
    expect(rows[3]).toHaveTextContent('Not available yet');
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Link Twitter' }));
    expect(asked).toEqual([{ platform: 'twitter' }]);
    stop();

    await userEvent.click(within(section).getByRole('button', { name: 'Unlink Youtube' }));
    // Asked first: Escape keeps the link, and nothing is called.
    const asking = await screen.findByRole('dialog', { name: 'Unlink Youtube?' });
    expect(asking).toHaveTextContent('Tasks on Youtube will stop paying until you link it again.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('disconnect')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Unlink Youtube' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlink Youtube?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink Youtube' }));
    await waitFor(() => expect(calls('disconnect')).toEqual([['disconnect', { body: { platform: 'youtube' } }]]));
    // Spec 000 §8 "'{platform} disconnected successfully'".
    expect(await screen.findByText('Youtube disconnected successfully')).toBeInTheDocument();
  });

  it('a link the platform stopped honouring says so and offers Link again', async () => {
    const asked: unknown[] = [];
    const stop = subscribe('accounts:connect', (payload) => asked.push(payload));
    answerSettings(
      {},
      profileDetail({
        interests: ['Football'],
        youtube_connected: true,
        twitter_connected: false,
        needs_relink: ['twitter'],
      }),
    );
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Linked accounts' })).closest('section') as HTMLElement;
    const twitter = within(section).getAllByRole('listitem')[1]!;
    expect(twitter).toHaveTextContent('Stopped working: link it again');
    await userEvent.click(within(twitter).getByRole('button', { name: 'Link Twitter again' }));
    expect(asked).toEqual([{ platform: 'twitter' }]);
    stop();
  });

  it("a refused unlink says 'Failed to disconnect {platform}'", async () => {
    answerSettings(
      { disconnect: () => Promise.reject(failure()) },
      profileDetail({ interests: ['Football'], instagram_connected: true }),
    );
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Linked accounts' })).closest('section') as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Unlink Instagram' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlink Instagram?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unlink Instagram' }));
    expect(await screen.findByText('Failed to disconnect Instagram')).toBeInTheDocument();
  });
});

describe('Personal info', () => {
  async function openPersonal(
    user = userRecord({ first_name: 'Wanjiku', last_name: 'Kamau' }),
    extra: ApiAnswers = {},
  ) {
    answerSettings(extra, profileDetail(), user);
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Personal info' }));
    return (await screen.findByRole('heading', { name: 'Contact info' })).closest('form') as HTMLElement;
  }

  it('shows user id and email read-only; other fields are editable only in edit mode', async () => {
    const form = await openPersonal();
    expect(within(form).getByLabelText('User id')).toHaveValue('7');
    expect(within(form).getByLabelText('User id')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('First name')).toHaveAttribute('readonly');
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    expect(within(form).getByLabelText('First name')).not.toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it("requires username, first and last name: 'Username is required', 'First name is required', 'Last name is required'", async () => {
    const form = await openPersonal();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(form).getByLabelText('Username'));
    await userEvent.clear(within(form).getByLabelText('First name'));
    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Username is required')).toBeInTheDocument();
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();
    expect(calls('profileUpdate')).toHaveLength(0);
  });

  it('saves the contact info and leaves edit mode', async () => {
    const form = await openPersonal();
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.type(within(form).getByLabelText('Last name'), 'Njeri');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    expect(calls('profileUpdate')[0]?.[1]).toEqual({
      body: { username: 'wanjiku', first_name: 'Wanjiku', last_name: 'Njeri' },
    });
    await waitFor(() => expect(within(form).getByLabelText('Last name')).toHaveAttribute('readonly'));
  });

  it("Save is disabled while the contact info is saved; a refusal says 'An error occurred, kindly try again' and stays in edit mode", async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const form = await openPersonal(undefined, {
      profileUpdate: () => new Promise((_resolve, reject) => (refuse = reject)),
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Edit' }));
    const save = within(form).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    refuse(failure());
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(form).getByLabelText('Last name')).not.toHaveAttribute('readonly');
  });

  it("location: fixed time zone; 'Address is required', 'Mobile number is required'; the mobile number digits only", async () => {
    await openPersonal();
    const form = screen.getByRole('heading', { name: 'Location' }).closest('form') as HTMLElement;
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Africa/Nairobi (UTC+03:00)');
    expect(within(form).getByLabelText('Time zone')).toHaveAttribute('readonly');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Address is required')).toBeInTheDocument();
    expect(within(form).getByText('Mobile number is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Address'), 'Moi Avenue');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '07a12-34 5678');
    expect(within(form).getByLabelText('Mobile number')).toHaveValue('0712345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls('profileUpdate')[0]?.[1]).toEqual({ body: { address: 'Moi Avenue', mobile_number: '0712345678' } }),
    );
  });

  it('refuses what the API would refuse, in the field: a 40-digit mobile number, a 200-character name', async () => {
    const contact = await openPersonal();
    await userEvent.click(within(contact).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(contact).getByLabelText('First name'));
    await userEvent.click(within(contact).getByLabelText('First name'));
    await userEvent.paste('W'.repeat(200));
    await userEvent.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(within(contact).getByText('At most 150 characters')).toBeInTheDocument();
    const place = screen.getByRole('heading', { name: 'Location' }).closest('form') as HTMLElement;
    await userEvent.type(within(place).getByLabelText('Address'), 'Moi Avenue');
    await userEvent.click(within(place).getByLabelText('Mobile number'));
    await userEvent.paste('0'.repeat(40));
    await userEvent.click(within(place).getByRole('button', { name: 'Save' }));
    expect(within(place).getByText('At most 15 digits')).toBeInTheDocument();
    expect(within(place).getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('profileUpdate')).toHaveLength(0);
  });
});

it('Identity verification shows the static text and an inert two-step toggle', async () => {
  answerSettings();
  renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Identity verification' }));
  expect(await screen.findByText(/appear on camera, show a government-issued photo ID/)).toBeInTheDocument();
  expect(screen.getByText('Identity verification is only possible in the mobile app.')).toBeInTheDocument();
  const before = calls('profileUpdate').length + calls('accountUpdate').length;
  const toggle = screen.getByRole('switch', { name: 'Two-step verification' });
  await userEvent.click(toggle);
  expect(toggle).toBeChecked();
  expect(calls('profileUpdate').length + calls('accountUpdate').length).toBe(before);
});

it('has an API keys section for resellers’ panels, below the tabs', async () => {
  answerSettings();
  renderPage();
  const section = await screen.findByRole('region', { name: 'API keys' });
  expect(await within(section).findByText('You have no API keys yet.')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Create key' })).toBeInTheDocument();
});

it('shows an error with Retry when the profile cannot load', async () => {
  let fail = true;
  answerSettings({ profileDetails: () => (fail ? Promise.reject(failure()) : profileDetail()) });
  renderPage();
  expect(await screen.findByText('Could not load your profile.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Profile visibility' })).toBeInTheDocument();
});

describe('account deletion', () => {
  it("asks first, then says 'Account deletion successful!' and signs the user out", async () => {
    sessionStore.setState({ token: 'access', refreshToken: 'refresh', userType: 'consumer' });
    answerSettings({ accountDelete: () => ({ message: 'Account deleted.' }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText('You have no money left in engage: nothing is forfeited.')).toBeVisible();
    expect(calls('accountDelete')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Account deletion successful!')).toBeInTheDocument();
    expect(calls('accountDelete')[0]?.[1]).toBeUndefined();
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().userType).toBeNull();
  });

  it('asks for the password when the API wants it, then deletes', async () => {
    sessionStore.setState({ token: 'access', refreshToken: 'refresh', userType: 'consumer' });
    let steppedUp = false;
    answerSettings({
      stepUp: () => {
        steppedUp = true;
        return { message: 'Confirmed.', stepped_up_until: new Date().toISOString() };
      },
      accountDelete: () => {
        if (!steppedUp) {
          throw failure(403, {
            detail: 'Confirm it is you first: enter your password, then try again.',
            code: 'step_up_required',
            step_up: 'password',
          });
        }
        return { message: 'Account deleted.' };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await within(screen.getByRole('dialog')).findByText('You have no money left in engage: nothing is forfeited.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(stepUp).getByLabelText('Password', { exact: true }), 'correct-horse-1');
    await userEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Account deletion successful!')).toBeInTheDocument();
    expect(calls('accountDelete')).toHaveLength(2);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a failed deletion keeps the user signed in', async () => {
    sessionStore.setState({ token: 'access', refreshToken: 'refresh', userType: 'consumer' });
    answerSettings({ accountDelete: () => Promise.reject(failure()) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await within(screen.getByRole('dialog')).findByText('You have no money left in engage: nothing is forfeited.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('access');
  });
});
