import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answerApi,
  linkRecord,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { ProfilePage } from './profile-page';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

pageInKiswahili();

beforeEach(() => {
  resetApiAnswers();
  // jsdom has no scrolling; the virtualised list calls it.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const posts = { results: [linkRecord({ link_id: 7, status: 'active' })], next: null };
  answerApi({
    profileDetails: () => profileDetail({ birth_date: '2000-03-03', location: null }),
    actionHistory: () => ({ results: { total_actions: 0, actions: [] }, next: null }),
    myPosts: () => posts,
    likedPosts: () => ({ results: [], next: null }),
    draftPosts: () => ({ results: [], next: null }),
    locations: () => [],
  });
});

it('a Kiswahili page shows the profile, its lists, a post’s status and the edit form in Kiswahili', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { path: '/consumer/profile' });
  expect(await screen.findByRole('button', { name: 'Ongeza anwani' })).toBeInTheDocument();
  expect(screen.getByText('Tarehe ya kuzaliwa').nextSibling).toHaveTextContent('3 Machi 2000');
  expect(await screen.findByText('Bado hujafanya shughuli yoyote')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: /^Machapisho yangu/ }));
  const post = await screen.findByRole('article');
  expect(within(post).getByText('Hali').nextSibling).toHaveTextContent('Linaendelea');

  // The edit form is its own chunk: it comes with its months in Kiswahili.
  await user.click(screen.getByRole('button', { name: 'Hariri wasifu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hariri wasifu' });
  await user.click(within(dialog).getByRole('button', { name: 'Endelea' }));
  expect(within(dialog).getByRole('option', { name: 'Machi' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'HIFADHI WASIFU' })).toBeInTheDocument();
});

it('the cancel dialog asks in Kiswahili where the unspent budget goes', async () => {
  answerApi({
    profileDetails: () => profileDetail(),
    actionHistory: () => ({ results: { total_actions: 0, actions: [] }, next: null }),
    myPosts: () => ({ results: [linkRecord({ link_id: 7, status: 'active' })], next: null }),
    likedPosts: () => ({ results: [], next: null }),
    draftPosts: () => ({ results: [], next: null }),
    locations: () => [],
    returnChoice: () => ({ return_to: 'provider', provider: 'paypal', phone: null }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { path: '/consumer/profile' });
  await user.click(await screen.findByRole('tab', { name: /^Machapisho yangu/ }));
  const post = await screen.findByRole('article');
  await user.click(within(post).getByRole('button', { name: 'Chaguo za chapisho hili' }));
  await user.click(screen.getByRole('menuitem', { name: 'Ghairi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ghairi chapisho hili?' });
  const choice = await within(dialog).findByRole('group', { name: 'Bajeti isiyotumika iende wapi' });
  expect(within(choice).getByRole('radio', { name: 'salio la engage' })).toBeInTheDocument();
  expect(within(choice).getByRole('radio', { name: 'PayPal' })).toBeChecked();
});
