import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, profileDetail, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { AffiliatePage } from './affiliate-page';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

pageInKiswahili();

beforeEach(() => {
  resetApiAnswers();
  answerApi({
    affiliate: () => ({
      affiliate: {
        reward_balance: 250,
        minimum_pay: 1000,
        total_earnings: 1234.5,
        total_referrals: 1,
        referrals: [
          { user_id: 21, referral_date: '2024-04-02T09:00:00Z', payment_status: 'Pending', payable_amount: 75 },
        ],
      },
      next: null,
    }),
    profileDetails: () => profileDetail({ user_id: 7, currency: 'KES' }),
  });
});

it('a Kiswahili page shows the referrals page, its table and its messages in Kiswahili', async () => {
  renderWithProviders(<AffiliatePage />, { path: '/consumer/affiliate' });
  expect(screen.getByRole('heading', { level: 1, name: 'Washirika' })).toBeInTheDocument();
  expect(await screen.findByText('Salio la zawadi')).toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: /HALI/ })).toBeInTheDocument();
  expect(within(table).getByText('Inasubiri')).toBeInTheDocument();
  expect(within(table).getByText('2 Apr 2024')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Toa pesa' }));
  expect(await screen.findByText('Unahitaji angalau KES 1000 ili kutoa pesa.')).toBeInTheDocument();
});
