import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuth, resetSession } from '../testing/render-auth';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

pageInKiswahili();

beforeEach(resetSession);

it('a Kiswahili page shows the sign-in screen, its lazily loaded form and its errors in Kiswahili', async () => {
  const user = userEvent.setup();
  renderAuth('/signin');
  expect(screen.getByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'FUNGUA AKAUNTI' })).toHaveAttribute('aria-selected', 'false');
  const form = await within(screen.getByRole('tabpanel')).findByRole('form', { name: 'Ingia' });
  expect(within(form).getByRole('link', { name: 'Umesahau nenosiri?' })).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Ingia' }));
  expect(await screen.findByText('Barua pepe inahitajika')).toBeInTheDocument();
  expect(screen.getByText('Nenosiri linahitajika')).toBeInTheDocument();
});

it('the privacy policy is the Kiswahili text on a Kiswahili page', async () => {
  renderAuth('/privacy-policy');
  expect(screen.getByRole('heading', { level: 1, name: 'Sera ya faragha' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Kwa ufupi' })).toBeInTheDocument();
  expect(screen.queryByText('In short')).not.toBeInTheDocument();
});
