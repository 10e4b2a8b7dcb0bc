/**
 * "Download my data" (docs/privacy.md) in Chromium against the production builds and our real
 * API, on a 360 px phone: someone with a linked YouTube account, a draft, a paid post and a payout
 * number asks for their data in Settings → Privacy, waits while the API's job prepares it, and
 * downloads both files through the browser; every record they made is in the JSON file.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import {
  api,
  journeyForThisFile,
  linkYoutube,
  openSignedIn,
  paidPost,
  uniquePayoutIdentity,
  usablePayoutNumber,
  verifiedUser,
  xPost,
} from './journey';

const journey = journeyForThisFile();

const textOf = async (download: Download) => readFile(await download.path(), 'utf8');

interface Exported {
  profile: { email: string };
  linked_accounts: { accounts: { platform: string }[] };
  posts: { id: number; post_title: string; status: string }[];
  payments: { link_id: number; provider: string }[];
  withdrawal_methods: { methods: { mpesa_phone: string; id_number: string }[] };
  sessions: { id: string }[];
  alerts: { alert_title: string }[];
}

it('asks for its data in Settings → Privacy, waits, downloads it and finds every record it made', async () => {
  const password = 'privacyexport-pass-1';
  const { email, tokens } = await verifiedUser('privacyexport', password);
  await linkYoutube(tokens, email);
  const { link_id: draftId } = await api<{ link_id: number }>('links/save/', {
    token: tokens.access,
    body: xPost('My draft to export', { is_draft: true }),
  });
  const paidId = await paidPost(tokens, xPost('My paid post to export'));
  const payout = uniquePayoutIdentity();
  await usablePayoutNumber(tokens, password, {
    method_type: 'mpesa',
    mpesa_phone: payout.mpesaPhone,
    first_name: 'Amani',
    last_name: 'Mwangi',
    country: 'Kenya',
    id_number: payout.idNumber,
  });

  const page = await openSignedIn(journey().browser, tokens, '/consumer/profile/settings', 'Profile settings');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  // Every personal field says where it is corrected; the email, whom to ask.
  await privacy.getByRole('link', { name: 'privacy@engage.co.ke' }).waitFor();
  await privacy.getByRole('button', { name: 'Download my data' }).click();
  await privacy.getByText("Preparing… we'll send you a link").waitFor();
  // The API's job builds it within its next run (every 10 s); the page asks every few seconds.
  const jsonButton = privacy.getByRole('button', { name: 'Download (JSON)' });
  await jsonButton.waitFor({ timeout: 40_000 });
  await privacy.getByText(/^Your data is ready\. The downloads work until /).waitFor();

  const jsonDownload = page.waitForEvent('download');
  await jsonButton.click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^engage-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await textOf(json)) as Exported;
  expect(data.profile.email).toBe(email);
  expect(data.linked_accounts.accounts.map((account) => account.platform)).toEqual(['youtube']);
  expect(data.posts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: draftId, post_title: 'My draft to export', status: 'draft' }),
      expect.objectContaining({ id: paidId, post_title: 'My paid post to export' }),
    ]),
  );
  expect(data.payments).toEqual([expect.objectContaining({ link_id: paidId, provider: 'mpesa' })]);
  expect(data.withdrawal_methods.methods).toEqual([
    expect.objectContaining({ mpesa_phone: payout.mpesaPhone, id_number: payout.idNumber }),
  ]);
  expect(data.sessions.map((session) => session.id)).toContain(tokens.session_id);
  expect(data.alerts.length).toBeGreaterThan(0);
  // No secret of the session travels in the file.
  const raw = JSON.stringify(data);
  expect(raw).not.toContain(tokens.refresh);
  expect(raw).not.toContain(tokens.access);

  const csvDownload = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^engage-statement-\d{4}-\d\d-\d\d\.csv$/);
  expect((await textOf(csv)).split('\r\n')[0]).toBe(
    'date,description,kind,amount_kes,pending,status,receipt,balance_kes',
  );
}, 150_000);
