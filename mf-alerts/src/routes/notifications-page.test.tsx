/**
 * The notifications page against spec 000: §2 "Notifications page", §4 "Notification: unread
 * until expanded; expanding marks it read once", §4 unread flags, §7 Alerts calls, §8 delete and
 * clear-all messages, §9 relative time and the infinite-scroll threshold.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish, subscribe } from '@engage/shared/bus';
import type { Notification } from '@engage/shared/contract/alerts';
import { answerApi, calls, failure, renderWithProviders, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import { NotificationsPage } from './notifications-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function alert(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    alert_title: 'Task credited',
    alert_text: 'You earned KES 5.00 for Likes on YouTube. It is pending for 24 hours.',
    date: minutesAgo(5),
    is_seen: false,
    about_money: true,
    ...overrides,
  };
}

type Answers = Parameters<typeof answerApi>[0];

/** The server's list (page 1 unless `pages` says more) and unread list, plus `extra` answers. */
function answerAlerts(pages: Notification[][] | (() => Promise<never>), extra: Answers = {}) {
  return answerApi({
    alerts: ({ query }) => {
      if (typeof pages === 'function') return pages();
      const page = (query as { page?: number }).page ?? 1;
      return { results: pages[page - 1] ?? [], next: page < pages.length ? `alerts/?page=${page + 1}` : null };
    },
    alertsUnread: () => ({
      results: typeof pages === 'function' ? [] : pages.flat().filter((item) => !item.is_seen),
    }),
    alertRead: () => ({ message: 'Notification marked as read.' }),
    alertDelete: () => ({ message: 'Notification deleted successfully!' }),
    alertsDeleteAll: () => ({ message: 'Notifications deleted successfully!' }),
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<NotificationsPage />, { path: '/consumer/notifications' });
const itemButton = (title: string | RegExp) => screen.getByRole('button', { name: title, expanded: false });

it("shows the tabs All and Unread and a Clear all button (spec 000 §2 'Tabs All and Unread, a Clear all button')", async () => {
  answerAlerts([[alert()]]);
  renderPage();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Unread']);
  expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
});

it("shows 'Notifications will appear here.' when there are none", async () => {
  answerAlerts([[]]);
  renderPage();
  expect(await screen.findByText('Notifications will appear here.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it("shows 'Notifications will appear here.' on a failed load too, with Retry that loads again", async () => {
  let fail = true;
  answerApi({
    alerts: () =>
      fail ? Promise.reject(failure(500)) : { results: [alert({ alert_title: 'Back again' })], next: null },
  });
  renderPage();
  expect(await screen.findByText('Notifications will appear here.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});

it("shows each item's title, text and relative time ('now', minutes, hours, 'yesterday', days, else the full date)", async () => {
  answerAlerts([
    [
      alert({ id: 1, alert_title: 'Just now', date: new Date().toISOString() }),
      alert({ id: 2, alert_title: 'Minutes', date: minutesAgo(5) }),
      alert({ id: 3, alert_title: 'Hours', date: minutesAgo(3 * 60) }),
      alert({ id: 4, alert_title: 'Yesterday', date: minutesAgo(30 * 60) }),
      alert({ id: 5, alert_title: 'Days', date: minutesAgo(3 * 24 * 60) }),
      alert({ id: 6, alert_title: 'Long ago', date: '2024-04-02T09:00:00Z' }),
    ],
  ]);
  renderPage();
  await screen.findByText('Just now');
  const timeOf = (title: string) => screen.getByText(title).closest('article')?.querySelector('time')?.textContent;
  expect(timeOf('Just now')).toBe('now');
  expect(timeOf('Minutes')).toBe('5 minutes ago');
  expect(timeOf('Hours')).toBe('3 hours ago');
  expect(timeOf('Yesterday')).toBe('yesterday');
  expect(timeOf('Days')).toBe('3 days ago');
  expect(timeOf('Long ago')).toBe('2 April 2024');
  expect(screen.getAllByText(/You earned KES 5.00/).length).toBeGreaterThan(0);
});

it("'Notification: unread until expanded; expanding marks it read once' — one read call however often it is opened", async () => {
  answerAlerts([
    [alert({ id: 9, alert_title: 'Payment received' }), alert({ id: 10, alert_title: 'Old', is_seen: true })],
  ]);
  renderPage();
  await screen.findByText('Payment received');
  const article = () => screen.getByText('Payment received').closest('article') as HTMLElement;
  // 'Each item has an unread dot until expanded.'
  expect(within(article()).getByText('Unread')).toBeInTheDocument();
  expect(within(screen.getByText('Old').closest('article') as HTMLElement).queryByText('Unread')).toBeNull();

  const toggle = within(article()).getByRole('button', { expanded: false });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(within(article()).queryByText('Unread')).toBeNull());
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await userEvent.click(toggle);
  expect(calls('alertRead')).toHaveLength(1);
  expect(calls('alertRead')[0]?.[1]).toMatchObject({ params: { id: 9 } });
  // An already read one is never marked again.
  await userEvent.click(
    within(screen.getByText('Old').closest('article') as HTMLElement).getByRole('button', { expanded: false }),
  );
  expect(calls('alertRead')).toHaveLength(1);
});

it('a refused read puts the dot back and the next expand tries again', async () => {
  let refuse = true;
  answerAlerts([[alert({ id: 4, alert_title: 'Flaky' })]], {
    alertRead: () => (refuse ? Promise.reject(failure(500)) : { message: 'ok' }),
  });
  renderPage();
  const toggle = await screen.findByRole('button', { name: /Flaky/, expanded: false });
  await userEvent.click(toggle);
  await waitFor(() => expect(calls('alertRead')).toHaveLength(1));
  expect(await within(toggle).findByText('Unread')).toBeInTheDocument();
  refuse = false;
  await userEvent.click(toggle);
  await userEvent.click(toggle);
  await waitFor(() => expect(calls('alertRead')).toHaveLength(2));
  await waitFor(() => expect(within(toggle).queryByText('Unread')).toBeNull());
});

it('the Unread tab lists the unread ones (GET unread); one read there is gone at the next visit of the tab', async () => {
  let unreadResults = [alert({ id: 2, alert_title: 'Unread one' })];
  answerAlerts(
    [[alert({ id: 1, alert_title: 'Read one', is_seen: true }), alert({ id: 2, alert_title: 'Unread one' })]],
    {
      alertsUnread: () => ({ results: unreadResults }),
      alertRead: () => {
        unreadResults = [];
        return { message: 'ok' };
      },
    },
  );
  renderPage();
  await screen.findByText('Read one');
  await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
  expect(await screen.findByText('Unread one')).toBeInTheDocument();
  expect(screen.queryByText('Read one')).not.toBeInTheDocument();
  await userEvent.click(itemButton(/Unread one/));
  await waitFor(() => expect(calls('alertRead')).toHaveLength(1));
  // Still there while being read, its dot gone.
  expect(screen.getByText('Unread one')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'All' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
  expect(await screen.findByText('Notifications will appear here.')).toBeInTheDocument();
});

it("deletes one: 'Deleting...' then 'Notification deleted successfully!', and it goes only then", async () => {
  let confirm: (value: unknown) => void = () => undefined;
  answerAlerts([[alert({ id: 3, alert_title: 'Delete me' }), alert({ id: 4, alert_title: 'Keep me' })]], {
    alertDelete: () => new Promise((resolve) => (confirm = resolve)),
  });
  renderPage();
  await screen.findByText('Delete me');
  await userEvent.click(screen.getByRole('button', { name: 'Delete notification: Delete me' }));
  expect(await screen.findByText('Deleting...')).toBeInTheDocument();
  // Nothing disappears before the server confirmed it.
  expect(screen.getByText('Delete me')).toBeInTheDocument();
  expect(calls('alertDelete')[0]?.[1]).toMatchObject({ params: { id: 3 } });
  act(() => confirm({ message: 'Notification deleted successfully!' }));
  expect(await screen.findByText('Notification deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Delete me')).not.toBeInTheDocument());
  expect(screen.getByText('Keep me')).toBeInTheDocument();
});

it('each delete under way disables its own button, several at once, until its answer', async () => {
  const answers = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  answerAlerts(
    [
      [
        alert({ id: 3, alert_title: 'First' }),
        alert({ id: 4, alert_title: 'Second' }),
        alert({ id: 5, alert_title: 'Third' }),
      ],
    ],
    {
      alertDelete: ({ params }) =>
        new Promise((resolve, reject) => answers.set((params as { id: number }).id, { resolve, reject })),
    },
  );
  renderPage();
  await screen.findByText('First');
  const deleteButton = (title: string) => screen.getByRole('button', { name: `Delete notification: ${title}` });
  await userEvent.click(deleteButton('First'));
  await userEvent.click(deleteButton('Second'));
  await waitFor(() => expect(deleteButton('Second')).toBeDisabled());
  expect(deleteButton('First')).toBeDisabled();
  expect(deleteButton('Third')).toBeEnabled();
  await act(async () => answers.get(3)?.reject(failure(500)));
  expect(await screen.findByText('An error occured, kindly try again')).toBeInTheDocument();
  await waitFor(() => expect(deleteButton('First')).toBeEnabled());
  expect(deleteButton('Second')).toBeDisabled();
  await act(async () => answers.get(4)?.resolve({ message: 'Notification deleted successfully!' }));
  await waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
  expect(screen.getByText('First')).toBeInTheDocument();
});

it("a failed delete says 'An error occured, kindly try again' and keeps the notification", async () => {
  answerAlerts([[alert({ id: 3, alert_title: 'Stays' })]], { alertDelete: () => Promise.reject(failure(500)) });
  renderPage();
  await screen.findByText('Stays');
  await userEvent.click(screen.getByRole('button', { name: 'Delete notification: Stays' }));
  expect(await screen.findByText('An error occured, kindly try again')).toBeInTheDocument();
  expect(screen.getByText('Stays')).toBeInTheDocument();
});

it("Clear all asks first, then 'Notifications deleted successfully!' and the empty message", async () => {
  answerAlerts([[alert({ id: 1, alert_title: 'One' }), alert({ id: 2, alert_title: 'Two' })]]);
  renderPage();
  await screen.findByText('One');
  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls('alertsDeleteAll')).toHaveLength(0);
  expect(screen.getByText('One')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
  expect(await screen.findByText('Notifications deleted successfully!')).toBeInTheDocument();
  expect(calls('alertsDeleteAll')).toHaveLength(1);
  expect(await screen.findByText('Notifications will appear here.')).toBeInTheDocument();
  expect(screen.queryByText('One')).not.toBeInTheDocument();
});

it("a failed Clear all says 'An error occured, kindly try again' and keeps everything", async () => {
  answerAlerts([[alert({ id: 1, alert_title: 'One' })]], { alertsDeleteAll: () => Promise.reject(failure(500)) });
  renderPage();
  await screen.findByText('One');
  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
  expect(await screen.findByText('An error occured, kindly try again')).toBeInTheDocument();
  expect(screen.getByText('One')).toBeInTheDocument();
});

it('loads the next page when the last item is half visible (spec 000 §9 threshold 0.5)', async () => {
  const observers = installIntersectionObserver();
  answerAlerts([[alert({ id: 1, alert_title: 'First page' })], [alert({ id: 2, alert_title: 'Second page' })]]);
  renderPage();
  const last = await screen.findByText('First page');
  await waitFor(() => expect(observers.watches(last)).toBe(true));
  act(() => observers.reveal(last, 0.4));
  expect(calls('alerts')).toHaveLength(1);
  act(() => observers.reveal(last, 0.6));
  expect(await screen.findByText('Second page')).toBeInTheDocument();
  expect(calls('alerts')[1]?.[1]).toMatchObject({ query: { page: 2 } });
});

it("'An alert event adds a notification' on top at once, never twice (also after a reconnect's catch-up)", async () => {
  answerAlerts([[alert({ id: 1, alert_title: 'Older' })]]);
  renderPage();
  await screen.findByText('Older');
  const live = alert({ id: 50, alert_title: 'Live alert', date: new Date().toISOString() });
  act(() => publish('alerts:new', { payload: live }));
  act(() => publish('alerts:new', { payload: live }));
  // The server's copy of an item already shown is not shown again either.
  act(() => publish('alerts:new', { payload: alert({ id: 1, alert_title: 'Older' }) }));
  const titles = screen
    .getAllByRole('article')
    .map((article) => article.querySelector('.eg-alert__title')?.textContent);
  expect(titles).toEqual(['Live alert', 'Older']);
  // It is unread, so it is in the Unread tab too.
  await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
  expect(await screen.findByText('Live alert')).toBeInTheDocument();
});

it("opening the page clears the alerts flag ('cleared when that view opens'), also after a live alert", async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const heard: boolean[] = [];
  const off = subscribe('unread:set', ({ tab, unread }) => {
    if (tab === 'alerts') heard.push(unread);
  });
  try {
    answerAlerts([[]]);
    renderPage();
    expect(heard).toEqual([false]);
    act(() => publish('alerts:new', { payload: alert({ id: 77 }) }));
    act(() => jest.runOnlyPendingTimers());
    expect(heard).toEqual([false, false]);
  } finally {
    off();
    jest.useRealTimers();
  }
});

it('items are buttons with aria-expanded that open with the keyboard; delete buttons are labelled', async () => {
  answerAlerts([[alert({ id: 1, alert_title: 'Keyboard' })]]);
  renderPage();
  const toggle = await screen.findByRole('button', { name: /Keyboard/, expanded: false });
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Delete notification: Keyboard' })).toBeInTheDocument();
});
