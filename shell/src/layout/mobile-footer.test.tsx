import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@engage/shared/router';
import { useUnreadStore } from '../session/unread-store';
import { MobileFooter } from './mobile-footer';

function renderFooter(path = '/consumer/payments') {
  const router = createMemoryRouter([{ path: '*', element: <MobileFooter /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('mobile footer (spec 000 §2, §4)', () => {
  afterEach(() => {
    act(() => useUnreadStore.setState({ home: false, clips: false, alerts: false, wallet: false }));
    jest.useRealTimers();
  });

  it('has the tabs Home, Wallet, Affiliate, New Post, Reels, Alerts, Profile', () => {
    renderFooter();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Wallet', 'Affiliate', 'New Post', 'Reels', 'Alerts', 'Profile']);
  });

  it('marks tabs with unread flags', () => {
    useUnreadStore.setState({ alerts: true, clips: true });
    renderFooter();
    expect(screen.getByRole('link', { name: 'Alerts, new' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reels, new' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('collapses to a floating home icon after 10 seconds without activity, and comes back on activity', () => {
    jest.useFakeTimers();
    renderFooter();
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('a tap on the floating home icon goes home (it does not just wake the footer)', async () => {
    jest.useFakeTimers();
    const router = renderFooter('/consumer/payments');
    act(() => jest.advanceTimersByTime(10_100));
    const home = screen.getByRole('button', { name: 'Home' });
    act(() => {
      home.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => home.click());
    expect(router.state.location.pathname).toBe('/consumer');
  });

  it('goes home from another page', async () => {
    const router = renderFooter('/consumer/payments');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/consumer');
  });

  it('on home, Home scrolls to top and asks the feed to refresh', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const router = renderFooter('/consumer');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(router.state.location.state).toEqual({ refresh: true, scrollToTop: true });
  });
});
