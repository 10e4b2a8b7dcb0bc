/** The payment return page against spec 001 §4 "Payment return", §7 "Card-provider payment finish", §8. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnPostResponse } from '@engage/shared/contract/posting';
import { answerApi, calls, failure, linkRecord, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { rememberCheckout } from '../api/checkout-memory';
import { PaypalRedirectPage } from './paypal-redirect-page';
import { renderPage } from '../testing/posting-scene';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function post(status: OwnPostResponse['status']): OwnPostResponse {
  return { ...linkRecord({ link_id: 31, status, is_draft: false }), payment: null };
}

it('sends {paymentId, payerId, token} to wallet/paypal-execute/, then goes to /consumer with a success toast', async () => {
  answerApi({ paypalExecute: () => ({ message: 'Payment successful. Your post is live.' }) });
  const page = renderPage(<PaypalRedirectPage />, {
    path: '/consumer/paypal-redirect?paymentId=PAYID-1&PayerID=PAYER-2&token=tok-3',
  });
  await waitFor(() => expect(page.location().pathname).toBe('/consumer'));
  expect(await screen.findByText('Payment successful. Your post is live.')).toBeInTheDocument();
  expect(calls('paypalExecute')).toHaveLength(1);
  expect(calls('paypalExecute')[0]?.[1]).toEqual({
    body: { paymentId: 'PAYID-1', payerId: 'PAYER-2', token: 'tok-3' },
  });
});

describe('says the payment went through in the same words as M-PESA, for PayPal and card alike', () => {
  it.each([
    ['PayPal', 'https://api.test/sandbox/checkout/paypal/approve?token=EC-1', 'PAYID-1'],
    ['card', 'https://api.test/sandbox/checkout/card/approve?token=EC-1', 'CARD-1'],
  ])(
    '%s: the post it paid for is live → "Payment received. Your post is live." and the post under My posts',
    async (_, url, ref) => {
      rememberCheckout(31, url);
      answerApi({
        paypalExecute: () => ({ message: 'Payment successful. Your post is live.' }),
        ownPost: () => post('active'),
      });
      const page = renderPage(<PaypalRedirectPage />, {
        path: `/consumer/paypal-redirect?paymentId=${ref}&PayerID=P&token=EC-1`,
      });
      // The post itself, under My posts, marked (the profile reads `highlight`).
      await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'));
      expect(page.location().state).toEqual({ tab: 'My posts', highlight: 31 });
      expect(await screen.findByText('Payment received. Your post is live.')).toBeInTheDocument();
      expect(calls('ownPost')[0]?.[1]).toMatchObject({ params: { link_id: 31 } });
    },
  );

  it('a payment PayPal is still holding is no failure: the page says so and offers no second payment', async () => {
    rememberCheckout(31, 'https://api.test/sandbox/checkout/paypal/approve?token=EC-1');
    const held =
      'PayPal is holding your payment while it checks it. Your post goes live as soon as PayPal releases it; if PayPal declines it, the money is not taken.';
    answerApi({
      paypalExecute: () => ({ message: held }),
      ownPost: () => ({
        ...post('pending_payment'),
        payment: { provider: 'paypal', status: 'pending', status_description: 'PayPal is holding this payment' },
      }),
    });
    renderPage(<PaypalRedirectPage />, { path: '/consumer/paypal-redirect?paymentId=PAYID-1&PayerID=P&token=EC-1' });
    const title = await screen.findByRole('heading', { name: 'Your payment is still being checked' });
    expect(title.closest('[role="status"]')).toHaveTextContent(held);
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My posts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an answer that is not a live post (the payment was not taken) stays on the page and says why', async () => {
    rememberCheckout(31, 'https://api.test/sandbox/checkout/paypal/approve?token=EC-1');
    answerApi({
      paypalExecute: () => ({ message: 'The payment failed: closed' }),
      ownPost: () => post('pending_payment'),
    });
    const page = renderPage(<PaypalRedirectPage />, {
      path: '/consumer/paypal-redirect?paymentId=PAYID-1&PayerID=P&token=EC-1',
    });
    expect(await screen.findByText('The payment failed: closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toBeInTheDocument();
    expect(page.location().pathname).toBe('/consumer/paypal-redirect');
  });
});

describe('a cancelled checkout (…&cancelled=true)', () => {
  const cancelled = '/consumer/paypal-redirect?paymentId=PAYID-1&cancelled=true&token=EC-1';

  it('says the payment was cancelled, calls nothing and logs nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerApi({});
    renderPage(<PaypalRedirectPage />, { path: cancelled });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You cancelled the payment, so nothing was charged. Your post waits under My posts until it is paid.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('We could not confirm your payment')).not.toBeInTheDocument();
    expect(screen.queryByText('The payment details are missing from this page’s address.')).not.toBeInTheDocument();
    expect(calls('paypalExecute')).toHaveLength(0);
    expect(logged).not.toHaveBeenCalled();
  });

  it("offers to pay again on the post's pay page", async () => {
    rememberCheckout(31, 'https://api.test/sandbox/checkout/card/approve?token=EC-1');
    answerApi({});
    const page = renderPage(<PaypalRedirectPage />, { path: cancelled });
    await userEvent.click(await screen.findByRole('link', { name: 'Pay again' }));
    await waitFor(() => expect(page.location().pathname).toBe('/consumer/edit-post/31'));
    expect(page.location().state).toEqual({ pay: true });
  });

  it('without a checkout started in this tab, points to My posts, where the post waits', async () => {
    answerApi({});
    const page = renderPage(<PaypalRedirectPage />, { path: cancelled });
    await userEvent.click(await screen.findByRole('link', { name: 'My posts' }));
    await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'));
    expect(page.location().state).toEqual({ tab: 'My posts' });
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('a checkout of another payment in this tab is not taken for this one', async () => {
    rememberCheckout(31, 'https://api.test/sandbox/checkout/card/approve?token=EC-OTHER');
    answerApi({});
    renderPage(<PaypalRedirectPage />, { path: cancelled });
    expect(await screen.findByRole('link', { name: 'My posts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
  });
});

it('with missing parameters only logs the error (spec 001 §8) and says the payment could not be confirmed, with a way back', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerApi({});
  const page = renderPage(<PaypalRedirectPage />, { path: '/consumer/paypal-redirect?paymentId=PAYID-1' });
  expect(await screen.findByRole('heading', { name: 'We could not confirm your payment' })).toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
  expect(calls('paypalExecute')).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/consumer');
  expect(page.location().pathname).toBe('/consumer/paypal-redirect');
});

it("a refused payment shows the server's reason and stays on the page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerApi({
    paypalExecute: () => {
      throw failure(400, { message: 'The payment was cancelled or failed. Nothing was charged.' });
    },
  });
  renderPage(<PaypalRedirectPage />, { path: '/consumer/paypal-redirect?paymentId=P&PayerID=Q&token=R' });
  expect(await screen.findByText('The payment was cancelled or failed. Nothing was charged.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
});
