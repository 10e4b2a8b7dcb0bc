// The people the load acts as, made through the API the way the apps make them: sign up, sign
// in, finish the first run, verify the email with the code from the development outbox, and
// (consumers) link YouTube and X through the sandbox consent page so that their tasks can be
// done. Tokens are refreshed, not signed in again, between scenarios: sign-in attempts are
// rate limited per address, and every load request comes from this one machine.

const PASSWORD = 'load-password-1';

/** The newest verification code mailed to `email` (development outbox). */
async function mailedCode(client, email, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { results } = await client.call('GET', `dev/outbox/?to=${encodeURIComponent(email)}`);
    for (const mail of results) {
      const match = /verification code is (\S+?)\./.exec(mail.body);
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no verification code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Links `platform` (youtube or twitter) through the sandbox consent page, as a browser would. */
async function linkThroughSandbox(client, token, email, platform) {
  const { auth_url: authUrl } = await client.call('POST', `users/connect/${platform}/`, { token, body: {} });
  const consent = new URL(authUrl);
  const allowed = await client.request('POST', consent.toString(), {
    form: {
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      state: consent.searchParams.get('state') ?? '',
      email,
      decision: 'allow',
    },
  });
  const location = allowed.headers?.location;
  if (allowed.status !== 302 || !location) throw new Error(`the ${platform} consent answered ${allowed.status}`);
  const callback = await client.request('GET', location);
  if (callback.status >= 400 || callback.status === 0) {
    throw new Error(`linking ${platform} failed: ${callback.status} ${callback.error ?? ''}`);
  }
}

/**
 * A new verified user: `{ id, email, role, access, refresh }`. Consumers get YouTube and X
 * linked; `label` makes the address readable in the database.
 */
export async function signUp(client, { role, label }) {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@load.engage.test`;
  await client.call('POST', 'users/register/', { body: { email, password: PASSWORD, user_type: role } });
  const tokens = await client.call('POST', 'users/login/', { body: { email, password: PASSWORD } });
  const token = tokens.access;
  await client.call('POST', 'users/first-run/', { token, body: {} });
  await client.call('POST', 'users/request-otp/', { token, body: {} });
  await client.call('POST', 'users/verify-email/', { token, body: { otp_code: await mailedCode(client, email) } });
  if (role === 'consumer') {
    await linkThroughSandbox(client, token, email, 'youtube');
    await linkThroughSandbox(client, token, email, 'twitter');
  }
  const profile = await client.call('GET', 'users/profile/', { token });
  return { id: profile.user_id, email, role, access: tokens.access, refresh: tokens.refresh };
}

/** A fresh access token for `user` (and the new refresh token that comes with it). */
export async function refreshed(client, user) {
  const tokens = await client.call('POST', 'users/token/refresh/', { body: { refresh: user.refresh } });
  return { ...user, access: tokens.access, refresh: tokens.refresh ?? user.refresh };
}

/**
 * An M-PESA withdrawal method for `user` on `phone` (2547XXXXXXXX), as its owner adds one (the
 * password first), and usable at once through the development-only route that ends its
 * cooling-off; returns its id.
 */
export async function addMpesaMethod(client, user, phone) {
  await client.call('POST', 'users/step-up/', { token: user.access, body: { password: PASSWORD } });
  const method = await client.call('POST', 'wallet/withdrawal-methods/', {
    token: user.access,
    body: {
      method_type: 'mpesa',
      mpesa_phone: phone,
      first_name: 'Load',
      last_name: 'Tester',
      country: 'Kenya',
      // One national ID per account, as one number is: the number's own digits are unique here.
      id_number: phone.slice(-8),
    },
  });
  await client.call('POST', `dev/withdrawal-methods/${method.id}/cooled/`, { token: user.access, body: {} });
  return method.id;
}
