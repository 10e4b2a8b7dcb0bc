import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { MarketingChoice } from './marketing-choice';

jest.mock('@engage/shared/api/client');

beforeEach(() => resetApiAnswers());

const needed = { terms: false, privacy: false, terms_version: '2026-11-29', privacy_version: '2026-11-29' };
const state = (marketing: boolean) => ({ terms: null, privacy: null, marketing, consent_needed: needed });

it('shows the answer on record, off by default, and saves a change at once', async () => {
  answerApi({
    consents: () => state(false),
    marketingUpdate: ({ body }) => state((body as { marketing: boolean }).marketing),
  });
  renderWithProviders(<MarketingChoice />);
  const choice = await screen.findByRole('switch', { name: 'Send me news and offers by email' });
  expect(choice).not.toBeChecked();
  expect(choice).toHaveAccessibleDescription('Emails about your account, payments and security are sent either way.');
  await userEvent.click(choice);
  expect(await screen.findByText('Your email choice is saved.')).toBeInTheDocument();
  expect(calls('marketingUpdate')).toEqual([['marketingUpdate', { body: { marketing: true } }]]);
  await waitFor(() => expect(choice).toBeChecked());
});

it('a change the server did not take goes back, and says so', async () => {
  answerApi({
    consents: () => state(true),
    marketingUpdate: () => {
      throw failure(500);
    },
  });
  renderWithProviders(<MarketingChoice />);
  const choice = await screen.findByRole('switch', { name: 'Send me news and offers by email' });
  await waitFor(() => expect(choice).toBeChecked());
  await userEvent.click(choice);
  expect(await screen.findByText('Your email choice was not saved. Please try again.')).toBeInTheDocument();
  await waitFor(() => expect(choice).toBeChecked());
});
