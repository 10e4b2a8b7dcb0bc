import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installIntersectionObserver } from '@engage/shared/testing/intersection-observer';
import { CopyButton } from './copy-button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { InfiniteList } from './infinite-list';
import { ProgressBar } from './progress-bar';
import { CardSkeletons } from './skeleton';
import { Tabs } from './tabs';

describe('Tabs', () => {
  function PlatformTabs() {
    const [value, setValue] = useState('all');
    return (
      <Tabs
        label="Platforms"
        value={value}
        onChange={setValue}
        tabs={[
          { value: 'all', label: 'All' },
          { value: 'youtube', label: 'YOUTUBE' },
          { value: 'twitter', label: 'Twitter' },
        ]}
      />
    );
  }

  it('is one stop in the Tab order; arrows, Home and End move and select', async () => {
    render(<PlatformTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'YOUTUBE' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'YOUTUBE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Twitter' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('tabindex', '-1');
  });

  it('a count is a count, not an alarm: drawn neutral, and quieter still at zero', () => {
    render(
      <Tabs
        label="Lists"
        value="a"
        onChange={() => undefined}
        tabs={[
          { value: 'a', label: 'My posts', badge: '12' },
          { value: 'b', label: 'Drafted posts', badge: '0' },
        ]}
      />,
    );
    const count = screen.getByText('12');
    const zero = screen.getByText('0');
    expect(count).toHaveClass('eg-tabs__badge');
    expect(zero).toHaveClass('eg-tabs__badge', 'eg-tabs__badge--zero');
    // The kit's stylesheet gives counts no danger colour (the red that means "something is wrong").
    const css = readFileSync(join(__dirname, 'kit.css'), 'utf8');
    const rules = [...css.matchAll(/([^{}]*\.eg-tabs__badge[^{}]*)\{([^}]*)\}/g)].map((rule) => rule[2]);
    expect(rules.length).toBeGreaterThan(0);
    for (const body of rules) expect(body).not.toContain('--eg-danger');
  });

  it('selects a tab on click', async () => {
    render(<PlatformTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Twitter' }));
    expect(screen.getByRole('tab', { name: 'Twitter' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('CopyButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("copies, shows 'copied' for 3 seconds, then its label again (spec 000 §4)", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onCopied = jest.fn();
    render(<CopyButton text="https://x.com/a/status/1" label="Share" copiedLabel="copied" onCopied={onCopied} />);
    // Inside act, the copied state renders as soon as the copy settles, without moving the clock
    // (findBy* would advance the fake timers while it polls and eat into the 3 seconds below).
    await act(() => user.click(screen.getByRole('button', { name: 'Share' })));
    expect(screen.getByRole('button', { name: 'copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://x.com/a/status/1');
    expect(onCopied).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});

describe('InfiniteList', () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}` }));
  function renderList(props: Partial<Parameters<typeof InfiniteList<(typeof items)[number]>>[0]> = {}) {
    const fetchNextPage = jest.fn();
    render(
      <InfiniteList
        label="Tasks"
        items={items}
        itemKey={(item) => item.id}
        estimateSize={60}
        renderItem={(item) => <article>{item.title}</article>}
        hasNextPage
        isFetchingNextPage={false}
        isFetchNextPageError={false}
        fetchNextPage={fetchNextPage}
        {...props}
      />,
    );
    return fetchNextPage;
  }

  it('loads the next page when the last item is half visible (threshold 0.5), not before', () => {
    const observers = installIntersectionObserver();
    const fetchNextPage = renderList();
    const last = screen.getByText('Task 10');
    act(() => observers.reveal(last, 0.4));
    expect(fetchNextPage).not.toHaveBeenCalled();
    act(() => observers.reveal(last, 0.5));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a page loads, and shows a loading row', () => {
    const observers = installIntersectionObserver();
    const fetchNextPage = renderList({ isFetchingNextPage: true });
    act(() => observers.reveal(screen.getByText('Task 10'), 1));
    expect(fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    expect(screen.getByRole('feed', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers Retry when the next page failed', async () => {
    installIntersectionObserver();
    const fetchNextPage = renderList({ isFetchNextPageError: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('renders only what fits on screen, not every loaded item', () => {
    installIntersectionObserver();
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}` }));
    render(
      <InfiniteList
        label="Tasks"
        items={many}
        itemKey={(item) => item.id}
        estimateSize={400}
        renderItem={(item) => <article>{item.title}</article>}
        hasNextPage={false}
        isFetchingNextPage={false}
        isFetchNextPageError={false}
        fetchNextPage={() => undefined}
      />,
    );
    expect(screen.getByText('Task 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeLessThan(20);
  });

  it('shows the items a scroll brings on screen, and lets go of those it took off', async () => {
    installIntersectionObserver();
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}` }));
    renderList({ items: many, estimateSize: 100, hasNextPage: false });
    try {
      act(() => {
        window.scrollY = 50_000;
        window.dispatchEvent(new Event('scroll'));
      });
      expect(await screen.findByText('Task 501')).toBeInTheDocument();
      expect(screen.queryByText('Task 1')).not.toBeInTheDocument();
    } finally {
      window.scrollY = 0;
    }
  });
});

describe('states', () => {
  it('EmptyState says what is missing and offers its action', () => {
    render(<EmptyState text="Uploaded links will appear here." action={<button type="button">Retry</button>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded links will appear here.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ErrorState is an alert with Retry', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Could not load your wallet." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your wallet.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('skeletons are one "Loading…" for screen readers', () => {
    render(<CardSkeletons count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('ProgressBar reads its value text', () => {
    render(<ProgressBar label="Target progress" value={40} max={100} valueText="40 / 100" />);
    const bar = screen.getByRole('progressbar', { name: 'Target progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40 / 100');
  });
});
