import { waitFor, within } from '@testing-library/react';
import { profileDetail, renderWithProviders } from '@engage/shared/testing/api-answers';
import { paths } from '@engage/shared/paths';
import { useLocation } from '@engage/shared/router';
import type { ProfileDetail } from '@engage/shared/contract/profile';
import { FirstRunGuard } from './first-run-guard';

jest.mock('@engage/shared/api/client');

const newcomer = profileDetail({ onboarded_at: null });
const regular = profileDetail({ onboarded_at: '2026-02-01T08:00:00.000Z' });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function open(path: string, profile: ProfileDetail | undefined) {
  const view = renderWithProviders(
    <>
      <FirstRunGuard profile={profile} />
      <Where />
    </>,
    { path },
  );
  return () => within(view.container).getByTestId('where').textContent;
}

describe('the first run guard', () => {
  it('sends a new user arriving at the feed after sign-in to the first run', async () => {
    const where = open(paths.consumerHome, newcomer);
    await waitFor(() => expect(where()).toBe(paths.consumerWelcome));
  });

  it("keeps a linking provider's answer in the address, so the first run announces it", async () => {
    const where = open(`${paths.consumerHome}?connected=youtube`, newcomer);
    await waitFor(() => expect(where()).toBe(`${paths.consumerWelcome}?connected=youtube`));
  });

  it('leaves someone who finished or skipped it on the feed, and sends them away from the first run', async () => {
    expect(open(paths.consumerHome, regular)()).toBe(paths.consumerHome);
    const where = open(paths.consumerWelcome, regular);
    await waitFor(() => expect(where()).toBe(paths.consumerHome));
  });

  it('never takes a new user off a page they were sent to (a payment return, an alert)', async () => {
    const where = open(`${paths.paypalRedirect}?paymentId=1`, newcomer);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(where()).toBe(`${paths.paypalRedirect}?paymentId=1`);
  });

  it('does nothing until the profile is known', async () => {
    const where = open(paths.consumerHome, undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(where()).toBe(paths.consumerHome);
  });
});
