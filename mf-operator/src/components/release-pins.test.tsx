/**
 * Pinned users: the list in words, the form that pins a user to one of the chosen area's
 * registered releases (what it sends, the list read again, the success said aloud), the API's
 * refusal beside the field it names, removing a pin, and finance seeing the pins but no form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReleasePin } from '@engage/shared/contract/area-releases';
import { signOutOperator } from '@engage/shared/session/operator';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { signInAs } from '../testing/operator-session';
import { ReleasePins } from './release-pins';
import { registered } from '../testing/registered-release';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  signInAs('support');
});
afterEach(() => signOutOperator());

const releases = [
  registered({ id: 3, release: 'canary9', state: 'canary', percent: 10 }),
  registered({ id: 2, release: 'stable1' }),
  registered({ id: 1, area: 'mf_feed', release: 'feed2' }),
];

const pin = (overrides: Partial<ReleasePin> = {}): ReleasePin => ({
  id: 40,
  user_id: 7,
  user_email: 'wanjiku@example.co.ke',
  area: 'mf_wallet',
  release: 'canary9',
  pinned_by: 'support@engage.example',
  created_at: '2026-11-29T08:00:00Z',
  expires_at: '2026-11-30T08:00:00Z',
  ...overrides,
});

const pinsTable = () => screen.findByRole('table', { name: 'Users pinned to a release' });

it('lists who is pinned to which release, by whom and until when', async () => {
  answerApi({
    operatorAreaReleases: () => ({ results: releases }),
    operatorReleasePins: () => ({ results: [pin()] }),
  });
  renderWithProviders(<ReleasePins />);
  const [, row] = within(await pinsTable()).getAllByRole('row');
  expect(row).toHaveTextContent('wanjiku@example.co.ke');
  expect(row).toHaveTextContent('mf-wallet');
  expect(row).toHaveTextContent('canary9');
  expect(row).toHaveTextContent('support@engage.example');
  expect(row).toHaveTextContent('2026');
});

it('says when nobody is pinned', async () => {
  answerApi({ operatorAreaReleases: () => ({ results: releases }), operatorReleasePins: () => ({ results: [] }) });
  renderWithProviders(<ReleasePins />);
  expect(await screen.findByText('No user is pinned to a release.')).toBeInTheDocument();
});

it('pins a user to one of the chosen area’s releases, says so, and lists the pin', async () => {
  let pins: ReleasePin[] = [];
  answerApi({
    operatorAreaReleases: () => ({ results: releases }),
    operatorReleasePins: () => ({ results: pins }),
    operatorReleasePin: () => {
      pins = [pin()];
      return pins[0];
    },
  });
  renderWithProviders(<ReleasePins />);
  expect(await screen.findByText('No user is pinned to a release.')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'User (email or id)' }), ' wanjiku@example.co.ke ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'mf-wallet');
  const releaseSelect = screen.getByRole('combobox', { name: 'Release' });
  // Only the wallet's releases, each with its state.
  expect(
    within(releaseSelect)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a release', 'canary9 · Canary · 10 %', 'stable1 · Stable']);
  await userEvent.selectOptions(releaseSelect, 'canary9 · Canary · 10 %');
  await userEvent.click(screen.getByRole('button', { name: 'Pin user' }));

  expect(
    await screen.findByText(/^Pinned wanjiku@example\.co\.ke to release canary9 of mf-wallet until .*2026/),
  ).toHaveAttribute('role', 'status');
  expect(calls('operatorReleasePin')[0]?.[1]).toMatchObject({
    body: { user: 'wanjiku@example.co.ke', area: 'mf_wallet', release: 'canary9' },
  });
  expect(within(await pinsTable()).getByText('wanjiku@example.co.ke')).toBeInTheDocument();
  // The form is ready for the next user.
  expect(screen.getByRole('textbox', { name: 'User (email or id)' })).toHaveValue('');
});

it('asks for each field before sending anything', async () => {
  answerApi({ operatorAreaReleases: () => ({ results: releases }), operatorReleasePins: () => ({ results: [] }) });
  renderWithProviders(<ReleasePins />);
  await userEvent.click(await screen.findByRole('button', { name: 'Pin user' }));
  expect(await screen.findByRole('textbox', { name: 'User (email or id)' })).toHaveAccessibleDescription(
    'Enter the user’s email or id.',
  );
  expect(screen.getByRole('combobox', { name: 'Area' })).toHaveAccessibleDescription('Choose an area.');
  expect(screen.getByRole('combobox', { name: 'Release' })).toHaveAccessibleDescription('Choose a release.');
  expect(calls('operatorReleasePin')).toHaveLength(0);
});

it('shows the API’s refusal beside the field it names, or above the form when it names none', async () => {
  let refusal = failure(404, {
    detail: 'No account has this email or id.',
    errors: { user: ['No account has this email or id.'] },
  });
  answerApi({
    operatorAreaReleases: () => ({ results: releases }),
    operatorReleasePins: () => ({ results: [] }),
    operatorReleasePin: () => {
      throw refusal;
    },
  });
  renderWithProviders(<ReleasePins />);
  const user = await screen.findByRole('textbox', { name: 'User (email or id)' });
  await userEvent.type(user, 'nobody@example.co.ke');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'mf-feed');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Release' }), 'feed2 · Stable');
  await userEvent.click(screen.getByRole('button', { name: 'Pin user' }));
  await waitFor(() => expect(user).toHaveAccessibleDescription('No account has this email or id.'));
  expect(user).toHaveAttribute('aria-invalid', 'true');
  expect(user).toHaveFocus();
  expect(screen.getByRole('combobox', { name: 'Release' })).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/^Pinned .* to release/)).not.toBeInTheDocument();

  refusal = failure(409, { detail: 'This release was retired.', errors: { release: ['This release was retired.'] } });
  await userEvent.click(screen.getByRole('button', { name: 'Pin user' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Release' })).toHaveAccessibleDescription('This release was retired.'),
  );

  refusal = failure(409, { detail: 'Pins are paused.', message: 'Pins are paused.' });
  await userEvent.click(screen.getByRole('button', { name: 'Pin user' }));
  expect(await screen.findByText('Pins are paused.')).toHaveAttribute('role', 'alert');
});

it('removes a pin, says so and lists the pins again', async () => {
  let pins = [pin(), pin({ id: 41, user_email: 'otieno@example.co.ke', area: 'mf_feed', release: 'feed2' })];
  answerApi({
    operatorAreaReleases: () => ({ results: releases }),
    operatorReleasePins: () => ({ results: pins }),
    operatorReleaseUnpin: ({ params }) => {
      pins = pins.filter((kept) => kept.id !== (params as { id: number }).id);
      return { removed: true };
    },
  });
  renderWithProviders(<ReleasePins />);
  const table = await pinsTable();
  await userEvent.click(
    within(table).getByRole('button', { name: 'Remove the pin of otieno@example.co.ke on mf-feed' }),
  );
  expect(await screen.findByText('The pin of otieno@example.co.ke on mf-feed is removed.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(calls('operatorReleaseUnpin')[0]?.[1]).toMatchObject({ params: { id: 41 } });
  await waitFor(() => expect(within(table).queryByText('otieno@example.co.ke')).not.toBeInTheDocument());
  expect(within(table).getByText('wanjiku@example.co.ke')).toBeInTheDocument();
});

it('shows finance the pins, but neither the form nor a way to remove one', async () => {
  signInAs('finance');
  answerApi({ operatorAreaReleases: () => ({ results: releases }), operatorReleasePins: () => ({ results: [pin()] }) });
  renderWithProviders(<ReleasePins />);
  const table = await pinsTable();
  expect(within(table).getByText('wanjiku@example.co.ke')).toBeInTheDocument();
  expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Pin a user' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pin user' })).not.toBeInTheDocument();
  expect(screen.getByText(/Your role \(finance\) may see the pins but not pin users/)).toBeInTheDocument();
});
