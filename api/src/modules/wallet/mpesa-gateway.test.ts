import { randomUUID } from 'node:crypto';
import { SANDBOX_FAILING_PAYOUT_PHONE, SandboxMpesa, type B2cResult, type FloatResult } from './mpesa-gateway';

/** The sandbox's B2C result for a payout to `phone`, delivered by itself after its delay. */
async function sandboxPayout(phone: string, sandbox = new SandboxMpesa(5)): Promise<B2cResult> {
  const result = new Promise<B2cResult>((resolve) => {
    sandbox.connect({
      stk: async () => undefined,
      b2c: async (answer) => resolve(answer),
      float: async () => undefined,
    });
  });
  const accepted = await sandbox.b2c({
    // Each payout its own id: the sandbox refuses a repeated one, as Daraja does.
    originatorConversationId: `engage-${randomUUID()}`,
    phone,
    amountCents: 100_000,
    remarks: 'W1',
    resultUrl: 'http://x/',
    timeoutUrl: 'http://x/',
  });
  const answer = await result;
  expect(answer.conversationId).toBe(accepted.conversationId);
  sandbox.close();
  return answer;
}

test('the sandbox pays a payout out by itself', async () => {
  await expect(sandboxPayout('254712345678')).resolves.toMatchObject({ resultCode: 0 });
});

test('the sandbox refuses a second request with the same OriginatorConversationID, as Daraja does', async () => {
  const sandbox = new SandboxMpesa(null);
  const request = {
    originatorConversationId: 'engage-once',
    phone: '254712345678',
    amountCents: 100_000,
    remarks: 'W1',
    resultUrl: 'http://x/',
    timeoutUrl: 'http://x/',
  };
  await expect(sandbox.b2c(request)).resolves.toMatchObject({ conversationId: expect.stringMatching(/^AG_/) });
  await expect(sandbox.b2c(request)).rejects.toMatchObject({ kind: 'unavailable', code: '500.002.1001' });
  sandbox.close();
});

test('the sandbox refuses a payout to its failing number, so a failed payout can be tried in the browser', async () => {
  expect(SANDBOX_FAILING_PAYOUT_PHONE).toBe('254799999999');
  await expect(sandboxPayout(SANDBOX_FAILING_PAYOUT_PHONE)).resolves.toEqual({
    originatorConversationId: expect.stringMatching(/^engage-/),
    conversationId: expect.stringMatching(/^AG_/),
    resultCode: 2040,
    resultDesc: 'The receiving M-PESA line cannot take this payment.',
  });
});

test('after a crash the sandbox recomputes what its lost answers would have said', async () => {
  const sandbox = new SandboxMpesa(3000);
  const asked = new Date(Date.now() - 5000);
  const query = { phone: '254712345678', amountCents: 150_000, requestedAt: asked };
  await expect(sandbox.stkStatus({ ...query, checkoutRequestId: 'ws_CO_1' })).resolves.toEqual({ state: 'paid' });
  await expect(sandbox.stkStatus({ ...query, checkoutRequestId: 'ws_CO_2', requestedAt: new Date() })).resolves.toEqual(
    { state: 'pending' },
  );
  const payout = { originatorConversationId: 'engage-w2', conversationId: null, resultUrl: 'x', timeoutUrl: 'x' };
  await expect(sandbox.payoutStatus({ ...payout, ...query })).resolves.toMatchObject({
    state: 'result',
    result: { originatorConversationId: 'engage-w2', resultCode: 0, receipt: expect.stringMatching(/^S/) },
  });
  await expect(
    sandbox.payoutStatus({ ...payout, ...query, phone: SANDBOX_FAILING_PAYOUT_PHONE }),
  ).resolves.toMatchObject({ state: 'result', result: { resultCode: 2040 } });
  sandbox.close();
});

test('the sandbox has a float: payouts take from it, one it cannot cover is refused with ResultCode 1, and it reads it', async () => {
  const sandbox = new SandboxMpesa(5, 150_000);
  await expect(sandboxPayout('254712345678', sandbox)).resolves.toMatchObject({ resultCode: 0 });
  expect(sandbox.floatCents).toBe(50_000);
  await expect(sandboxPayout('254712345678', sandbox)).resolves.toMatchObject({
    resultCode: 1,
    resultDesc: 'The balance is insufficient for the transaction.',
  });
  const reading = new Promise<FloatResult>((resolve) => {
    sandbox.connect({
      stk: async () => undefined,
      b2c: async () => undefined,
      float: async (answer) => resolve(answer),
    });
  });
  const accepted = await sandbox.floatBalance();
  await expect(reading).resolves.toMatchObject({ ...accepted, resultCode: 0, utilityAvailableCents: 50_000 });
  sandbox.close();
});
