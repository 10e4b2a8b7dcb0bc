import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { MemoryRouter } from '@engage/shared/router';
import { useModalStore } from '../modals/modal-store';
import { profileDetail } from '../modals/test-render';
import { SidebarContent } from './sidebar-content';
import { loadMessages } from '@engage/shared/i18n/translate';

const demoProfile = profileDetail({
  username: 'wanjiku',
  email: 'wanjiku@example.com',
  earnings: 1234.5,
  pending_balance: 80,
  completeness: 60,
  bot_active: false,
});

function renderSidebar(profile: ProfileDetail | undefined) {
  return render(
    <MemoryRouter>
      <SidebarContent userType="consumer" profile={profile} versionLabel="v1.0.1" />
    </MemoryRouter>,
  );
}

describe('left sidebar (spec 000 §2 Layout)', () => {
  it('welcomes the user and shows earnings and pending balance with currency and 2 decimals', () => {
    renderSidebar(demoProfile);
    expect(screen.getByText('Welcome, wanjiku')).toBeInTheDocument();
    expect(screen.getByText('Earnings').nextSibling).toHaveTextContent(/KES\s?1,234\.50/);
    expect(screen.getByText('Pending balance').nextSibling).toHaveTextContent(/KES\s?80\.00/);
  });

  it("adds no banner: in the phone's menu it sits outside any landmark, beside the navbar's banner", () => {
    renderSidebar(demoProfile);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the profile-completeness bar', () => {
    renderSidebar(demoProfile);
    expect(screen.getByRole('progressbar', { name: 'Profile 60% complete' })).toHaveAttribute('aria-valuenow', '60');
  });

  it('offers the consumer links of spec 000 §1 and the version label v1.0.1', () => {
    renderSidebar(demoProfile);
    const nav = screen.getByRole('navigation', { name: 'Consumer' });
    for (const name of ['Bot', 'Add a link', 'Notifications', 'FAQ', 'More products', 'Terms of use']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByText('v1.0.1')).toBeInTheDocument();
  });

  it('Community and Help Center lead to different places: the community guidelines and the FAQ', () => {
    renderSidebar(demoProfile);
    const items = screen.getByRole('list', { name: 'Account' });
    const community = within(items).getByRole('link', { name: 'Community' });
    const help = within(items).getByRole('link', { name: 'Help Center' });
    expect(community).toHaveAttribute('href', '/community');
    expect(help).toHaveAttribute('href', '/faq');
  });

  it('labels the bot item Enable or Disable by bot_active, and opens the modals', async () => {
    const { unmount } = renderSidebar({ ...demoProfile, bot_active: true });
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(useModalStore.getState().open).toBe('preferences');
    await userEvent.click(screen.getByRole('button', { name: 'link account' }));
    expect(useModalStore.getState().open).toBe('accounts');
    unmount();
    renderSidebar({ ...demoProfile, bot_active: false });
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(useModalStore.getState().open).toBe('bot');
  });

  it('shows placeholders, not zeros, while the profile loads', () => {
    renderSidebar(undefined);
    expect(screen.getByText('Earnings').nextSibling).toHaveTextContent('—');
  });
});

describe('the sidebar in Kiswahili', () => {
  beforeAll(() => loadMessages('sw'));
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('welcomes, labels the balances in Kiswahili money and names the links as the glossary does', () => {
    document.documentElement.lang = 'sw-KE';
    renderSidebar(demoProfile);
    expect(screen.getByText('Karibu, wanjiku')).toBeInTheDocument();
    expect(screen.getByText('Salio linalosubiri').nextSibling).toHaveTextContent(/^Ksh\s80\.00$/);
    expect(screen.getByRole('progressbar', { name: 'Wasifu umekamilika 60%' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mtumiaji' });
    expect(within(nav).getByRole('link', { name: 'Masharti ya matumizi' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Pokea malipo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
  });
});
