import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { paths } from '@engage/shared/paths';
import { ModalHost } from '../modals/modal-host';
import { answerApi, calls, failure, profileDetail, renderWithProviders, resetShellState } from '../modals/test-render';
import { BotsPage } from './bots-page';
import { CommunityPage } from './community-page';
import { FaqPage } from './faq-page';
import { MoreProductsPage } from './more-products-page';
import { TermsPage } from './terms-page';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

beforeEach(resetShellState);

describe('/bots (spec 000 §1 "an optional background bot that performs simple tasks automatically")', () => {
  it('explains what the bot does and its rules: likes and views, same verification, one reward per task, daily limit', async () => {
    answerApi({ profileDetails: () => profileDetail({ bot_active: false }) });
    renderWithProviders(<BotsPage />, { path: paths.bots });
    expect(screen.getByRole('heading', { level: 1, name: 'Bot' })).toBeInTheDocument();
    expect(screen.getByText('simple tasks only: likes and views', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/checked before it is paid/)).toBeInTheDocument();
    expect(screen.getByText(/paid once per task, ever/)).toBeInTheDocument();
    expect(screen.getByText('daily limit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your bot is off.'));
  });

  it('"ENABLE BOT" uses the same toggle as the Bot modal: POST botActivate, \'Bot activated successfully!\', profile refetched', async () => {
    const user = userEvent.setup();
    let active = false;
    answerApi({
      profileDetails: () => profileDetail({ bot_active: active }),
      botActivate: () => {
        active = !active;
        return { bot_active: active };
      },
    });
    renderWithProviders(<BotsPage />, { path: paths.bots });
    await user.click(await screen.findByRole('button', { name: 'ENABLE BOT' }));
    expect(await screen.findByText('Bot activated successfully!')).toBeInTheDocument();
    expect(calls('botActivate')).toEqual([['botActivate']]);
    expect(await screen.findByRole('button', { name: 'DISABLE BOT' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Your bot is on.');
    await user.click(screen.getByRole('button', { name: 'DISABLE BOT' }));
    expect(await screen.findByText('Bot deactivated successfully!')).toBeInTheDocument();
  });

  it('a failed toggle: "\'An error occurred, kindly try again\'"', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ bot_active: true }),
      botActivate: () => Promise.reject(failure(500)),
    });
    renderWithProviders(<BotsPage />, { path: paths.bots });
    await user.click(await screen.findByRole('button', { name: 'DISABLE BOT' }));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
  });

  it('"Link your accounts" opens the Link Social Media Accounts modal', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail() });
    renderWithProviders(
      <>
        <BotsPage />
        <ModalHost />
      </>,
      { path: paths.bots },
    );
    await user.click(screen.getByRole('button', { name: 'Link your accounts' }));
    expect(await screen.findByRole('dialog', { name: 'Link Social Media Accounts' })).toBeInTheDocument();
  });
});

describe("/community (the sidebar's Community, no longer a second way into the FAQ)", () => {
  it('gives the community guidelines, a way to report a task and a way to the Help Center', () => {
    renderWithProviders(<CommunityPage />, { path: paths.community });
    expect(screen.getByRole('heading', { level: 1, name: 'Community guidelines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When you do a task' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@engage.co.ke' })).toHaveAttribute(
      'href',
      'mailto:support@engage.co.ke',
    );
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', paths.faq);
  });
});

describe('/faq', () => {
  it('is an accessible accordion: question buttons with aria-expanded controlling their answers', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail() });
    renderWithProviders(<FaqPage />, { path: paths.faq });
    const question = screen.getByRole('button', {
      name: 'What is the difference between my pending and available balance?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: question.textContent ?? '' })).toHaveTextContent(/pending balance/);
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('covers earning, balances, M-PESA withdrawals, linking, verification and promoting', () => {
    answerApi({ profileDetails: () => profileDetail() });
    renderWithProviders(<FaqPage />, { path: paths.faq });
    for (const name of [
      'How do I earn?',
      'What is the difference between my pending and available balance?',
      'How do I withdraw to M-PESA?',
      'Why do I need to link my social accounts?',
      'Why must I verify my email?',
      'How do I get engagement on my own link?',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('has the Community section the sidebar links to (#community), with a way to reach support', () => {
    answerApi({ profileDetails: () => profileDetail() });
    renderWithProviders(<FaqPage />, { path: paths.faq });
    const community = screen.getByRole('region', { name: 'Community and support' });
    expect(community).toHaveAttribute('id', 'community');
    expect(within(community).getByRole('link', { name: 'support@engage.co.ke' })).toHaveAttribute(
      'href',
      'mailto:support@engage.co.ke',
    );
  });

  it("states the user's M-PESA minimum withdrawal from the profile's min_withdrawal", async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail({ min_withdrawal: 1500, currency: 'KES' }) });
    renderWithProviders(<FaqPage />, { path: paths.faq });
    await user.click(screen.getByRole('button', { name: 'How do I withdraw to M-PESA?' }));
    const answer = screen.getByRole('region', { name: 'How do I withdraw to M-PESA?' });
    expect(await within(answer).findByText('KES 1,500.00')).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'wallet' })).toHaveAttribute('href', paths.payments);
  });

  it('without the profile it points to the wallet for the minimum instead of guessing', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => Promise.reject(failure(500)) });
    const { queryClient } = renderWithProviders(<FaqPage />, { path: paths.faq });
    await waitFor(() => expect(queryClient.getQueryState(profileKeys.details)?.status).toBe('error'));
    await user.click(screen.getByRole('button', { name: 'How do I withdraw to M-PESA?' }));
    expect(screen.getByText('the minimum shown in your wallet')).toBeInTheDocument();
  });
});

describe('/more-product', () => {
  it('offers reels, the affiliate programme and posting, each linking into the app', () => {
    renderWithProviders(<MoreProductsPage />, { path: paths.moreProducts });
    expect(screen.getByRole('heading', { level: 1, name: 'More products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch reels' })).toHaveAttribute('href', paths.videoReels);
    expect(screen.getByRole('link', { name: 'Get your referral link' })).toHaveAttribute('href', paths.affiliate);
    expect(screen.getByRole('link', { name: 'Create a post' })).toHaveAttribute('href', paths.addLink);
    expect(screen.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute('href', paths.payments);
  });

  it('a link navigates inside the app', async () => {
    const user = userEvent.setup();
    const { pathname } = renderWithProviders(<MoreProductsPage />, { path: paths.moreProducts });
    await user.click(screen.getByRole('link', { name: 'Watch reels' }));
    expect(pathname()).toBe(paths.videoReels);
  });
});

describe('/terms', () => {
  it('covers eligibility, one account per person, no fake engagement, pending rewards, fees, termination and Kenyan law', () => {
    renderWithProviders(<TermsPage />, { path: paths.terms });
    for (const name of [
      '1. Who may use engage',
      '2. One account per person',
      '3. Real engagement only',
      '4. Rewards',
      '5. Payments, withdrawals and fees',
      '6. Suspension and closing your account',
      '9. Law and disputes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/pending/, { selector: 'li' })).toHaveTextContent('until verified');
    expect(screen.getByText(/governed by the laws of Kenya/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', paths.privacyPolicy);
  });

  it('has a table of contents linking to each section', () => {
    renderWithProviders(<TermsPage />, { path: paths.terms });
    // Not 'Sections': that is the phone's footer tabs, and two navigations must not share a name.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(toc).getByRole('link', { name: 'Rewards' });
    expect(document.querySelector(link.getAttribute('href') ?? '')).toHaveAttribute(
      'aria-labelledby',
      'terms-rewards-title',
    );
  });
});

describe('in Kiswahili', () => {
  pageInKiswahili();

  it('asks the FAQ in Kiswahili, with the minimum withdrawal in Kiswahili money and the link inside the sentence', async () => {
    const user = userEvent.setup();
    answerApi({ profileDetails: () => profileDetail({ min_withdrawal: 1500, currency: 'KES' }) });
    renderWithProviders(<FaqPage />, { path: paths.faq });
    expect(screen.getByRole('heading', { level: 1, name: 'Maswali yanayoulizwa mara kwa mara' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ninatoaje pesa kwenda M-PESA?' }));
    const answer = screen.getByRole('region', { name: 'Ninatoaje pesa kwenda M-PESA?' });
    expect(await within(answer).findByText(/^Ksh\s1,500\.00$/)).toBeInTheDocument();
    expect(within(answer).getByRole('link', { name: 'pochi yako' })).toHaveAttribute('href', paths.payments);
    expect(answer).toHaveTextContent(/njia mpya inaweza kuchukua hadi siku \d+ kuanza kufanya kazi/);
  });

  it('shows the terms, the bot page and the other products without English', async () => {
    answerApi({ profileDetails: () => profileDetail({ bot_active: false }) });
    const terms = renderWithProviders(<TermsPage />, { path: paths.terms });
    expect(screen.getByRole('heading', { level: 2, name: '2. Akaunti moja kwa kila mtu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sera yetu ya faragha' })).toBeInTheDocument();
    terms.unmount();

    const bots = renderWithProviders(<BotsPage />, { path: paths.bots });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Boti yako imezimwa.'));
    expect(screen.getByRole('button', { name: 'WASHA BOTI' })).toBeEnabled();
    bots.unmount();

    renderWithProviders(<MoreProductsPage />, { path: paths.moreProducts });
    expect(screen.getByRole('link', { name: 'Fungua pochi yako' })).toHaveAttribute('href', paths.payments);
    expect(screen.queryByText(/wallet|Watch reels/i)).not.toBeInTheDocument();
  });
});
