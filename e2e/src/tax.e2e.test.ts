/**
 * Withholding tax on earnings payouts (docs/go-live.md, "Withholding tax"), in Chromium at 360 px
 * against the production builds and a second API deployment with `WITHHOLDING_TAX_RATE=0.05`
 * (the journeys' shared server keeps it off). The demo consumer, whose demo earnings are task
 * rewards, withdraws: the dialog shows the tax and what M-PESA pays before they confirm, M-PESA
 * is asked for the rest, and once the sandbox pays it the statement line shows the tax held back.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { formatEarnings } from '@engage/shared/format/money';
import { localRuntimeConfig } from '@engage/tooling/apps';
import { startApi, type RunningApi } from './api-server';
import {
  api,
  journeyForThisFile,
  PHONE,
  signedInContext,
  uniquePayoutIdentity,
  usablePayoutNumber,
  type Tokens,
} from './journey';
import { appUrl } from './servers';

jest.setTimeout(120_000);

const journey = journeyForThisFile();
const API_PORT = 4140;
const base = `http://localhost:${API_PORT}/api/`;
const kes = (amount: number) => formatEarnings(amount, 'KES', 'en');

let taxApi: RunningApi;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  taxApi = await startApi({ port: API_PORT, env: { WITHHOLDING_TAX_RATE: '0.05' } });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await taxApi?.stop();
});

/** The shell for `tokens`, with a runtime config that names this file's API deployment. */
async function openPage(tokens: Tokens, pathname: string, heading: string): Promise<Page> {
  const context = await signedInContext(journey().browser, tokens, PHONE);
  contexts.push(context);
  await context.route(appUrl('shell', '/config.json'), async (route) => {
    const config = localRuntimeConfig('localhost') as { apiBaseUrl: string; wsBaseUrl: string };
    await route.fulfill({
      json: { ...config, apiBaseUrl: base, wsBaseUrl: `ws://localhost:${API_PORT}` },
      headers: { 'cache-control': 'no-cache' },
    });
  });
  const page = await context.newPage();
  await page.goto(appUrl('shell', pathname));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

it('a payout with withholding on shows the deduction before confirming, and the statement shows the tax booked', async () => {
  const password = 'demo-password-1';
  const tokens = await api<Tokens>('users/login/', { body: { email: 'demo@engage.test', password }, base });
  const payout = uniquePayoutIdentity();
  await usablePayoutNumber(
    tokens,
    password,
    {
      method_type: 'mpesa',
      mpesa_phone: payout.mpesaPhone,
      first_name: 'Demo',
      last_name: 'Consumer',
      country: 'Kenya',
      id_number: payout.idNumber,
    },
    base,
  );
  const money = await api<{ withdrawable: number; withholding_tax: { rate: number; tax: number } }>(
    'wallet/balances/',
    { token: tokens.access, base },
  );
  // The demo's withdrawable money is task earnings: all of it is taxed, 5 % rounded to whole shillings.
  const tax = Math.floor((Math.round(money.withdrawable * 100) * 500 + 500_000) / 1_000_000);
  expect(money.withholding_tax).toMatchObject({ rate: 0.05, tax });
  expect(tax).toBeGreaterThan(0);
  const net = money.withdrawable - tax;

  const page = await openPage(tokens, '/consumer/payments', 'Wallet');
  await page.getByTestId('available-earnings').filter({ hasNotText: 'KES 0.00' }).waitFor();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Withdraw earnings' });
  await expect(modal.getByLabel('Amount').inputValue()).resolves.toBe(kes(money.withdrawable));
  const deduction = modal.getByTestId('withdraw-tax');
  await expect(deduction.innerText()).resolves.toMatch(new RegExp(`Withholding tax \\(5 %\\)\\s+${escape(kes(tax))}`));
  await expect(modal.getByText('You receive').locator('xpath=following-sibling::dd').innerText()).resolves.toBe(
    kes(net),
  );
  await modal.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('WIthdrawal request initiated').waitFor();

  // The sandbox M-PESA pays what it was asked for (the net) a few seconds later.
  type Line = { kind: string; status?: string; tax?: number; description: string };
  let withdrawal: Line | undefined;
  for (let attempt = 0; attempt < 60 && withdrawal?.status !== 'paid'; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const statement = await api<{ results: Line[] }>('wallet/statement/', { token: tokens.access, base });
    withdrawal = statement.results.find((line) => line.kind === 'withdrawal');
  }
  expect(withdrawal).toMatchObject({ status: 'paid', tax });
  const history = page.getByRole('table', { name: 'Transaction history' });
  await history.getByText(/^Paid/).first().waitFor();
  await history
    .getByText(`Withholding tax (5 %) ${kes(tax)} held back; M-PESA pays ${kes(net)}`)
    .first()
    .waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
});

/** `text` as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
