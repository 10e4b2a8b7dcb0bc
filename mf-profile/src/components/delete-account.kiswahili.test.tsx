/** The delete dialog's money rule on a Kiswahili page. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { pageInKiswahili } from '@engage/shared/testing/translations';
import { DeleteAccount } from './delete-account';

jest.mock('@engage/shared/api/client');

pageInKiswahili();

beforeEach(() => {
  resetApiAnswers();
});

it('states what is forfeited and to withdraw first, in Kiswahili', async () => {
  answerApi({
    accountDeletion: () => ({
      withdrawable: 1500,
      pending: 40,
      forfeited: 1540,
      on_its_way: 0,
      waits_for_withdrawal: false,
      min_withdrawal: 1000,
    }),
  });
  renderWithProviders(<DeleteAccount />, { path: '/consumer/profile/settings' });
  await userEvent.click(screen.getByRole('button', { name: 'Futa akaunti' }));
  const dialog = screen.getByRole('dialog', { name: 'Futa akaunti yako?' });
  expect(
    await within(dialog).findByText(
      'Ksh 1,540.00 iliyobaki kwenye akaunti yako itapotea: Ksh 1,500.00 unayoweza kutoa na Ksh 40.00 ya salio linalosubiri.',
    ),
  ).toBeVisible();
  expect(
    within(dialog).getByText(
      'Ili kubaki na Ksh 1,500.00 unayoweza kutoa, itoe kwenda M-PESA kabla ya kufuta akaunti yako.',
    ),
  ).toBeVisible();
});
