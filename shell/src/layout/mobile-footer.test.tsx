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

  it('gives each tab a picture beside its label, hidden from screen readers (the label names the tab)', () => {
    renderFooter();
    for (const link of screen.getAllByRole('link')) {
      const icon = link.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
      expect(link.querySelector('.eg-footer-tabs__label')?.textContent).toBe(link.textContent);
    }
    // Seven different pictures, not one repeated.
    const drawings = screen.getAllByRole('link').map((link) => link.querySelector('svg')?.innerHTML);
    expect(new Set(drawings).size).toBe(7);
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
