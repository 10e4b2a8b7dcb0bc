/** The payment return page against spec 001 §4 "Payment return", §7 "Card-provider payment finish", §8. */
import { screen, waitFor } from '@testing-library/react';
import { answerApi, calls, failure, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { PaypalRedirectPage } from './paypal-redirect-page';
import { renderPage } from './test-scene';

jest.mock('@engage/shared/api/client');

beforeEach(() => resetApiAnswers());
afterEach(() => jest.restoreAllMocks());

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
