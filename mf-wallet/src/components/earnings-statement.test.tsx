/**
 * The yearly earnings statement: the user picks a year and the CSV the server writes for it is
 * downloaded with the session and saved under the year's name.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadApi } from '@engage/shared/api/client';
import { renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { EarningsStatement } from './earnings-statement';
import { statementYears } from '../api/wallet-queries';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  jest.mocked(downloadApi).mockReset();
});

it('offers the years from this one (Nairobi time) back to the first', () => {
  // 31 December 22:00 UTC is already the new year in Nairobi.
  expect(statementYears(new Date('2026-12-31T22:00:00Z'))).toEqual([2027, 2026, 2025, 2024]);
});

it('downloads the chosen year’s statement as CSV', async () => {
  const csv = new Blob(['month,earnings_kes\r\n'], { type: 'text/csv' });
  jest.mocked(downloadApi).mockResolvedValue(csv);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:statement'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderWithProviders(<EarningsStatement />);
  const year = statementYears()[1]!;
  await userEvent.selectOptions(screen.getByLabelText('Year'), String(year));
  await userEvent.click(screen.getByRole('button', { name: 'Download earnings statement' }));
  await waitFor(() => expect(saved).toEqual([`engage-earnings-${year}.csv`]));
  expect(jest.mocked(downloadApi).mock.calls).toEqual([
    ['walletEarningsStatement', expect.anything(), { query: { year, format: 'csv' } }],
  ]);
  click.mockRestore();
});
