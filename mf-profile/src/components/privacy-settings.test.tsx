/**
 * Settings → Privacy: "Download my data" from asking to the two downloads (with the token this
 * tab was given, or the emailed link's), an expired one asked for again, and the list of personal
 * fields with where each is corrected or whom to ask.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadApi } from '@engage/shared/api/client';
import type { DataExportStatus } from '@engage/shared/contract/privacy';
import { answerApi, calls, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { PrivacySettings } from './privacy-settings';

jest.mock('@engage/shared/api/client');

const REQUESTED = '2026-11-29T05:00:00.000Z';
const none: DataExportStatus = { status: 'none', requested_at: null, ready_at: null, expires_at: null, token: null };
const preparing: DataExportStatus = { ...none, status: 'preparing', requested_at: REQUESTED };
const ready: DataExportStatus = {
  status: 'ready',
  requested_at: REQUESTED,
  ready_at: '2026-11-29T05:01:00.000Z',
  expires_at: '2026-11-30T05:01:00.000Z',
  token: null,
};

let saved: string[] = [];
beforeEach(() => {
  resetApiAnswers();
  sessionStorage.clear();
  jest.mocked(downloadApi).mockReset();
  jest.mocked(downloadApi).mockResolvedValue(new Blob(['{}'], { type: 'application/json' }));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  saved = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const section = () => screen.getByRole('region', { name: 'Privacy' });

it('asks for the export, says it is being prepared, then downloads both files with its token', async () => {
  let status = none;
  answerApi({
    dataExport: () => status,
    dataExportRequest: () => {
      status = preparing;
      return { ...preparing, token: 'tab-token' };
    },
  });
  renderWithProviders(<PrivacySettings />, { path: '/consumer/profile/settings' });
  await userEvent.click(await within(section()).findByRole('button', { name: 'Download my data' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent("Preparing… we'll send you a link");
  // The status is asked again while it is prepared; here the next answer is ready.
  status = ready;
  const json = await within(section()).findByRole('button', { name: 'Download (JSON)' }, { timeout: 8000 });
  expect(within(section()).getByRole('status')).toHaveTextContent('Your data is ready. The downloads work until');
  await userEvent.click(json);
  await userEvent.click(within(section()).getByRole('button', { name: 'Download statement (CSV)' }));
  await waitFor(() => expect(saved).toEqual(['engage-data-2026-11-29.json', 'engage-statement-2026-11-29.csv']));
  expect(jest.mocked(downloadApi).mock.calls).toEqual([
    ['dataExportFile', expect.anything(), { params: { token: 'tab-token', file: 'json' } }],
    ['dataExportFile', expect.anything(), { params: { token: 'tab-token', file: 'csv' } }],
  ]);
  expect(calls('dataExportRequest')).toHaveLength(1);
}, 15_000);

it("the emailed link's token opens the files; a tab with no token asks for one first", async () => {
  answerApi({ dataExport: () => ready, dataExportRequest: () => ({ ...ready, token: 'fresh-token' }) });
  const linked = renderWithProviders(<PrivacySettings />, { path: '/consumer/profile/settings?export=emailed' });
  await userEvent.click(await within(section()).findByRole('button', { name: 'Download (JSON)' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(jest.mocked(downloadApi).mock.calls[0]?.[2]).toEqual({ params: { token: 'emailed', file: 'json' } });
  linked.unmount();

  renderWithProviders(<PrivacySettings />, { path: '/consumer/profile/settings' });
  await userEvent.click(await within(section()).findByRole('button', { name: 'Download statement (CSV)' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(calls('dataExportRequest')).toHaveLength(1);
  expect(jest.mocked(downloadApi).mock.calls[1]?.[2]).toEqual({ params: { token: 'fresh-token', file: 'csv' } });
});

it('an expired download says so and can be asked for again', async () => {
  answerApi({
    dataExport: () => ({ ...ready, status: 'expired' }),
    dataExportRequest: () => ({ ...preparing, requested_at: '2026-11-30T09:00:00.000Z', token: 'next' }),
  });
  renderWithProviders(<PrivacySettings />);
  expect(await within(section()).findByText('Your last download has expired. Ask again for a new one.')).toBeVisible();
  await userEvent.click(within(section()).getByRole('button', { name: 'Download my data' }));
  expect(await within(section()).findByRole('status')).toHaveTextContent("Preparing… we'll send you a link");
});

it('lists each personal field with where to correct it, and the email with whom to ask', async () => {
  answerApi({ dataExport: () => none });
  renderWithProviders(<PrivacySettings />);
  const fields = within(section())
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(fields).toEqual([
    'Email address',
    'Username',
    'First and last name',
    'Address',
    'Mobile number',
    'Profile visibility',
    'Bio, location, job, company, education, languages, phone and birth date',
    'Profile picture',
    'Interests and experience level',
    'Language',
    'Linked accounts',
    'Payout numbers, the names and national ID on them',
  ]);
  const email = within(section()).getAllByRole('definition')[0]!;
  expect(email).toHaveTextContent('Ask support to change this: privacy@engage.co.ke');
  expect(within(email).getByRole('link', { name: 'privacy@engage.co.ke' })).toHaveAttribute(
    'href',
    'mailto:privacy@engage.co.ke',
  );
  expect(within(section()).getByRole('link', { name: 'Withdrawal methods' })).toHaveAttribute(
    'href',
    '/consumer/payments/withdrawal-methods',
  );
  const onProfile = within(section()).getAllByRole('link', { name: 'Edit profile on your profile page' });
  expect(onProfile.map((link) => link.getAttribute('href'))).toEqual([
    '/consumer/profile',
    '/consumer/profile',
    '/consumer/profile',
  ]);
});
