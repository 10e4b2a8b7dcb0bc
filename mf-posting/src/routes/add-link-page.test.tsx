/**
 * The new-post page against spec 001: §2 "Add/edit post form", §4 Post, §5 link URL and post
 * form rules, §7 link check / post save / checkout, §8 post messages, §9 target rule, defaults
 * and limits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@engage/shared/session';
import {
  answerApi,
  calls,
  failure,
  profileDetail,
  resetApiAnswers,
  userRecord,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { checkoutLinkId } from '../api/checkout-memory';
import { browser } from '../api/posting-queries';
import { AddLinkPage } from './add-link-page';
import { checked, renderPage, signedIn } from '../testing/posting-scene';
import { pageInKiswahili } from '@engage/shared/testing/translations';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  sessionStore.setState({ isVerified: true });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function open(answers: ApiAnswers = {}) {
  answerApi({ ...signedIn, linkCheck: () => checked(), linkSave: () => ({ link_id: 31 }), ...answers });
  return renderPage(<AddLinkPage />, { path: '/consumer/add-link' });
}

const linkBox = () => screen.getByRole('textbox', { name: 'Link to promote' });
/** The paste box, once the page knows who is signed in (it restores what they left unsaved). */
const pasteBox = () => screen.findByRole('textbox', { name: 'Link to promote' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function pasteAndContinue(url = 'https://x.com/kenya_beats/status/1800000001') {
  await userEvent.type(await pasteBox(), url);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: 'Description' });
}

describe('the link-paste dialog (spec 001 §5 "Link URL")', () => {
  it('enables the button only for a YouTube, TikTok, Instagram, Facebook or X/Twitter URL', async () => {
    open();
    await pasteBox();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.type(linkBox(), 'https://example.com/video');
    expect(button).toBeDisabled();
    for (const url of [
      'https://www.tiktok.com/@a/video/1',
      'https://instagram.com/p/x',
      'https://fb.watch/x',
      'https://youtu.be/x',
      'https://x.com/a',
    ]) {
      await userEvent.clear(linkBox());
      await userEvent.type(linkBox(), url);
      expect(button).toBeEnabled();
    }
  });

  it("accepts only YouTube and X: 'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.'", async () => {
    open();
    await userEvent.type(await pasteBox(), 'https://www.tiktok.com/@a/video/1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
      ),
    ).toBeInTheDocument();
    expect(calls('linkCheck')).toHaveLength(0);
  });

  it('says beside the field why Continue is greyed out, and Continue points to it', async () => {
    open();
    await userEvent.type(await pasteBox(), 'https://example.com/video');
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    const reason = screen.getByText(
      'We currently accept only YouTube and X (formerly Twitter) links. Please provide a valid link from these platforms.',
    );
    expect(linkBox()).toHaveAccessibleDescription(expect.stringContaining(reason.textContent ?? ''));
    expect(button).toHaveAccessibleDescription(reason.textContent ?? '');
    await userEvent.clear(linkBox());
    await userEvent.type(linkBox(), 'https://x.com/a');
    expect(screen.queryByText(reason.textContent ?? '')).not.toBeInTheDocument();
  });

  it("refuses a YouTube link without a video on the field: 'Invalid YouTube URL.'", async () => {
    open();
    await userEvent.type(await pasteBox(), 'https://youtu.be/');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid YouTube URL.')).toBeInTheDocument();
    expect(linkBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls('linkCheck')).toHaveLength(0);
  });

  it("shows the link check's server error and its expected_format list (spec 001 §8)", async () => {
    open({
      linkCheck: () => {
        throw failure(400, {
          error: 'This link cannot be promoted.',
          expected_format: ['https://x.com/USERNAME/status/POST_ID'],
        });
      },
    });
    await userEvent.type(await pasteBox(), 'https://x.com/a/status/1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This link cannot be promoted.')).toBeInTheDocument();
    expect(screen.getByText('https://x.com/USERNAME/status/POST_ID')).toBeInTheDocument();
    expect(calls('linkCheck')[0]?.[1]).toEqual({ query: { url: 'https://x.com/a/status/1' } });
  });

  it('sends a user whose email is not verified to /consumer and marks them unverified', async () => {
    answerApi({ ...signedIn, profile: () => ({ ...(signedIn.profile?.({}) as object), email_verified: 'False' }) });
    const page = renderPage(<AddLinkPage />, { path: '/consumer/add-link' });
    await waitFor(() => expect(page.location().pathname).toBe('/consumer'));
    expect(sessionStore.getState().isVerified).toBe(false);
  });

  it('a 403 from the link check does the same', async () => {
    const page = open({
      linkCheck: () => {
        throw failure(403, { message: 'Please verify your email to create a post.' });
      },
    });
    await userEvent.type(await pasteBox(), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location().pathname).toBe('/consumer'));
    expect(sessionStore.getState().isVerified).toBe(false);
  });
});

describe('the form (spec 001 §5 "Post form", §9)', () => {
  // Spec 001 §9 "New form defaults: amount 1500 KES, target 100" contradicts its own rule
  // "target people = ... amount/10 floored" (1500 buys 150). The amount is what is charged, and
  // the rule is what the server checks, so the form shows 1500 and the 150 people it buys.
  it("shows the read-only url and platform and the defaults: amount 1500, the 150 people it buys, 'Anywhere'", async () => {
    open();
    await pasteAndContinue();
    expect(field('Link')).toHaveValue('https://x.com/kenya_beats/status/1800000001');
    expect(field('Link')).toHaveAttribute('readonly');
    expect(field('Platform')).toHaveValue('X');
    expect(field('Amount (KES)')).toHaveValue('1500');
    expect(field('Total people')).toHaveValue('150');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Anywhere');
  });

  it('saves the people it shows with the defaults', async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    await userEvent.type(field('Tags'), 'music, kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('dialog', { name: 'Pay for your post' });
    expect(calls('linkSave')[0]?.[1]).toMatchObject({ body: { producer_amount: 1500, targets_needed: 150 } });
    expect(field('Total people')).toHaveValue('150');
  });

  it('people typed and sent with Enter (no blur) show the people that are saved', async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    await userEvent.type(field('Tags'), 'music, kenya');
    await userEvent.clear(field('Total people'));
    await userEvent.type(field('Total people'), '50{Enter}');
    await screen.findByRole('dialog', { name: 'Pay for your post' });
    expect(calls('linkSave')[0]?.[1]).toMatchObject({ body: { producer_amount: 1000, targets_needed: 100 } });
    expect(field('Total people')).toHaveValue('100');
  });

  it('refuses more than the API takes, in the field: people and amount each with their own message', async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    await userEvent.type(field('Tags'), 'music, kenya');
    await userEvent.clear(field('Total people'));
    await userEvent.type(field('Total people'), '99999999999');
    expect(await screen.findByText('At most 100,000,000 people for one post.')).toBeInTheDocument();
    expect(screen.getByText('At most KES 1,000,000,000 for one post.')).toBeInTheDocument();
    expect(field('Total people')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(calls('linkSave')).toHaveLength(0);
    await userEvent.clear(field('Total people'));
    await userEvent.type(field('Total people'), '100000000');
    await waitFor(() => expect(screen.queryByText('At most 100,000,000 people for one post.')).not.toBeInTheDocument());
    expect(screen.queryByText('At most KES 1,000,000,000 for one post.')).not.toBeInTheDocument();
  });

  it('labels the engagement types as the spec does: X Followers; Post Likes/Comments/Retweets; YouTube Views/Likes/Comments', async () => {
    open({ linkCheck: () => checked() });
    await pasteAndContinue();
    const select = screen.getByRole('combobox', { name: 'Engagement type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Post Likes', 'Post Comments', 'Post Retweets']);
  });

  it('YouTube video actions', async () => {
    open({
      linkCheck: () =>
        checked({
          link_url: 'https://youtu.be/dQw4w9WgXcQ',
          platform: 'youtube',
          available_actions: ['Views', 'Likes', 'Comments'],
        }),
    });
    await pasteAndContinue('https://youtu.be/dQw4w9WgXcQ');
    const select = screen.getByRole('combobox', { name: 'Engagement type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['YouTube Views', 'YouTube Likes', 'YouTube Comments']);
  });

  it('links amount and people by the target rule, digits only', async () => {
    open();
    await pasteAndContinue();
    const amount = field('Amount (KES)');
    const people = field('Total people');
    // "target people = 0 if amount is under 1000, else amount/10 floored"
    await userEvent.clear(amount);
    await userEvent.type(amount, '2x34a5');
    expect(amount).toHaveValue('2345');
    expect(people).toHaveValue('234');
    await userEvent.clear(amount);
    await userEvent.type(amount, '999');
    expect(people).toHaveValue('0');
    expect(await screen.findByText('Minimum spend amount is KES 1000.')).toBeInTheDocument();
    // "Entering a target sets amount = 1000 if target is 100 or less, else target times 10"
    await userEvent.clear(people);
    await userEvent.type(people, '50');
    expect(amount).toHaveValue('1000');
    await userEvent.clear(people);
    await userEvent.type(people, '25o0');
    expect(people).toHaveValue('250');
    expect(amount).toHaveValue('2500');
    expect(screen.queryByText('Minimum spend amount is KES 1000.')).not.toBeInTheDocument();
  });

  it('cuts a pasted description to 100 words and says how many words were cut', async () => {
    open();
    await pasteAndContinue();
    const description = field('Description');
    await userEvent.click(description);
    await userEvent.paste(`${'neno '.repeat(105)}mwisho`);
    expect(screen.getByText('100 / 100 words')).toBeInTheDocument();
    expect(screen.getByText('Only the first 100 words are kept: 6 words were cut.')).toHaveAttribute('role', 'status');
    expect((description as HTMLTextAreaElement).value).not.toContain('mwisho');
    await userEvent.clear(description);
    await userEvent.paste('Short and sweet');
    expect(screen.getByText('3 / 100 words')).toBeInTheDocument();
    expect(screen.queryByText(/words were cut/)).not.toBeInTheDocument();
  });

  it('sends the optional title the producer typed', async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Title (optional)'), 'Album launch');
    await userEvent.type(field('Tags'), 'music, kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls('linkSave')).toHaveLength(1));
    expect(calls('linkSave')[0]?.[1]).toMatchObject({ body: { post_title: 'Album launch' } });
  });

  it("needs at least two comma-separated tags: 'Please add at least two tags to your post.'", async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Tags'), 'music');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Please add at least two tags to your post.')).toBeInTheDocument();
    expect(calls('linkSave')).toHaveLength(0);
    await userEvent.type(field('Tags'), ', kenya');
    await waitFor(() =>
      expect(screen.queryByText('Please add at least two tags to your post.')).not.toBeInTheDocument(),
    );
  });

  it('suggests locations from 2 typed characters, at most 8', async () => {
    open();
    await pasteAndContinue();
    const location = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'N');
    expect(screen.queryByRole('option', { name: 'Nairobi' })).not.toBeInTheDocument();
    await userEvent.type(location, 'a');
    const options = within(screen.getByRole('listbox', { name: 'Location' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Nairobi', 'Nakuru', 'Narok']));
    await userEvent.type(location, 'i');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Nairobi');
  });

  it('previews the post with the feed card', async () => {
    open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    await userEvent.type(field('Tags'), 'music, kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Preview post' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview post' });
    const card = within(dialog).getByRole('article', { name: 'Post Likes' });
    expect(card).toHaveTextContent('Support Kenyan music');
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('#music#kenya');
    expect(within(card).getByText('wanjiku')).toBeInTheDocument();
  });
});

describe('the unsaved form is kept on this device until it is posted, saved or discarded', () => {
  it('a reload (the page opened again) brings back the pasted link and the typed description', async () => {
    const first = open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    await userEvent.clear(field('Amount (KES)'));
    await userEvent.type(field('Amount (KES)'), '2000');
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('Support Kenyan music');
    expect(field('Link')).toHaveValue('https://x.com/kenya_beats/status/1800000001');
    expect(field('Amount (KES)')).toHaveValue('2000');
    expect(field('Total people')).toHaveValue('200');
    expect(screen.getByText('We kept what you had not saved yet.')).toHaveAttribute('role', 'status');
    expect(calls('linkCheck')).toHaveLength(1); // the link is not checked again
  });

  it('what a restored field breaks is said at once, untouched fields stay quiet', async () => {
    const first = open();
    await pasteAndContinue();
    await userEvent.clear(field('Total people'));
    await userEvent.type(field('Total people'), '99999999999');
    first.unmount();
    open();
    expect(await screen.findByText('At most 100,000,000 people for one post.')).toBeInTheDocument();
    expect(screen.queryByText('Please add at least two tags to your post.')).not.toBeInTheDocument();
  });

  it('a link pasted but not yet checked comes back in the paste box', async () => {
    const first = open();
    await userEvent.type(await pasteBox(), 'https://x.com/kenya_beats/status/1800000001');
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue(
      'https://x.com/kenya_beats/status/1800000001',
    );
  });

  it('is kept per user: someone else signing in on this device starts empty', async () => {
    const first = open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    first.unmount();
    answerApi({
      ...signedIn,
      profile: () => userRecord({ user_id: 8, email_verified: 'True' }),
      linkCheck: () => checked(),
    });
    renderPage(<AddLinkPage />, { path: '/consumer/add-link' });
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue('');
  });

  it('Discard (after asking) forgets it and starts again from the paste dialog', async () => {
    const first = open();
    await pasteAndContinue();
    await userEvent.type(field('Description'), 'Support Kenyan music');
    first.unmount();
    const second = open();
    await screen.findByRole('textbox', { name: 'Description' });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const ask = screen.getByRole('dialog', { name: 'Discard this post?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue('');
    second.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue('');
  });

  it('saving as a draft forgets it', async () => {
    const first = open();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(first.location().pathname).toBe('/consumer/profile'));
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue('');
  });

  it('posting forgets it (the post waits under My posts until paid)', async () => {
    const first = open();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByRole('dialog', { name: 'Pay for your post' });
    first.unmount();
    open();
    expect(await screen.findByRole('textbox', { name: 'Link to promote' })).toHaveValue('');
  });
});

async function fillValid() {
  await pasteAndContinue();
  await userEvent.type(field('Description'), 'Support Kenyan music');
  await userEvent.type(field('Tags'), 'music, kenya');
}

describe('Save as draft (spec 001 §4, §8)', () => {
  it("says 'Saving...', then 'Post added successifully to draft' and opens the profile's Drafted posts tab", async () => {
    let release: (value: unknown) => void = () => undefined;
    const page = open({ linkSave: () => new Promise((resolve) => (release = () => resolve({ link_id: 31 }))) });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findAllByText('Saving...')).not.toHaveLength(0);
    release(undefined);
    expect(await screen.findByText('Post added successifully to draft')).toBeInTheDocument();
    await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'));
    expect(page.location().state).toEqual({ tab: 'Drafted posts' });
    expect(calls('linkSave')[0]?.[1]).toEqual({
      body: {
        link_url: 'https://x.com/kenya_beats/status/1800000001',
        platform: 'twitter',
        is_draft: true,
        action_type: 'Likes',
        producer_amount: 1500,
        targets_needed: 150,
        post_title: 'Post Likes',
        post_descrption: 'Support Kenyan music',
        targets_location: 'Anywhere',
        producer_location: 'Nairobi, Kenya',
        post_tags: 'music, kenya',
        anonymous: false,
        post_thumbnail: null,
      },
    });
  });

  it('while the draft is saved its button says Saving... and every button waits; after a failure they work again', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    open({ linkSave: () => new Promise((_resolve, reject) => (refuse = reject)) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const draft = await screen.findByRole('button', { name: 'Saving...' });
    expect(draft).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    refuse(failure(500));
    expect(await screen.findByText('An error occured while trying to save the link')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it("on failure says 'An error occured while trying to save the link' and keeps the form", async () => {
    const page = open({
      linkSave: () => {
        throw failure(500);
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('An error occured while trying to save the link')).toBeInTheDocument();
    expect(page.location().pathname).toBe('/consumer/add-link');
    expect(field('Description')).toHaveValue('Support Kenyan music');
    expect(field('Tags')).toHaveValue('music, kenya');
  });
});

describe('Post and pay (spec 001 §4, §7; the payment dialog)', () => {
  async function postIt() {
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    return screen.findByRole('dialog', { name: 'Pay for your post' });
  }

  it("saves first (is_draft false), then PayPal priced in USD at the server's rate with the KES amount beside it sends the browser to checkout_url", async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    open({
      checkoutPaypalPrice: () => ({ amount_kes: 1500, usd: '11.52', kes_per_usd: 130.25 }),
      checkoutPaypal: () => ({ checkout_url: 'https://paypal.test/approve?token=t1' }),
    });
    const dialog = await postIt();
    expect(calls('linkSave')[0]?.[1]).toMatchObject({ body: { is_draft: false } });
    expect(within(dialog).getByText('Total: KES 1,500.00')).toBeInTheDocument();
    expect(await within(dialog).findByText('About USD 11.52 (KES 1,500 at KES 130.25 per USD)')).toBeInTheDocument();
    expect(calls('checkoutPaypalPrice')[0]?.[1]).toMatchObject({ query: { link_id: 31 } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay USD 11.52' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://paypal.test/approve?token=t1'));
    expect(calls('checkoutPaypal')[0]?.[1]).toEqual({
      body: { targets_needed: 150, link_id: 31 },
      idempotencyKey: expect.any(String),
    });
    // The return page learns which post this checkout was for (to offer paying again after a cancel).
    expect(checkoutLinkId('t1')).toBe(31);
    expect(within(dialog).getByRole('button', { name: 'Pay USD 11.52' })).toBeDisabled();
  });

  it('card goes through the card checkout; checkout errors are only logged', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    open({
      checkoutCard: () => {
        if (fail) throw failure(502);
        return { checkout_url: 'https://card.test/pay' };
      },
    });
    const dialog = await postIt();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(go).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://card.test/pay'));
    expect(calls('checkoutCard')[1]?.[1]).toEqual({ body: { link_id: 31 }, idempotencyKey: expect.any(String) });
    // Each tap is its own attempt, with its own key; only the client's resends of one tap share it.
    expect(calls('checkoutCard')[1]?.[1]?.idempotencyKey).not.toBe(calls('checkoutCard')[0]?.[1]?.idempotencyKey);
  });

  it("M-PESA: 'Valid phone number is required', sent as 254…, then 'Check your phone' until the payment settles", async () => {
    let status: 'pending_payment' | 'active' = 'pending_payment';
    const page = open({
      checkoutMpesa: () => ({ message: 'Enter your M-PESA PIN on 254712345678 to pay KES 1,500.00.' }),
      ownPost: () => ({
        status,
        payment: { provider: 'mpesa', status: status === 'active' ? 'completed' : 'pending', status_description: '' },
      }),
    });
    const dialog = await postIt();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M-PESA' }));
    const phone = within(dialog).getByRole('textbox', { name: 'M-PESA number' });
    await userEvent.type(phone, '07123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    expect(await within(dialog).findByText('Valid phone number is required')).toBeInTheDocument();
    expect(calls('checkoutMpesa')).toHaveLength(0);
    await userEvent.type(phone, '45678999');
    expect(phone).toHaveValue('0712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    expect(await screen.findByRole('dialog', { name: 'Check your phone' })).toHaveTextContent(
      'Enter your M-PESA PIN on 254712345678 to pay KES 1,500.00.',
    );
    expect(calls('checkoutMpesa')[0]?.[1]).toEqual({
      body: { phone: '254712345678', link_id: 31 },
      idempotencyKey: expect.any(String),
    });
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    status = 'active';
    await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'), { timeout: 5000 });
    expect(page.location().state).toEqual({ tab: 'My posts', highlight: 31 });
    expect(await screen.findAllByText('Payment received. Your post is live.')).not.toHaveLength(0);
  });

  it("prefills the M-PESA number from the profile's phone number, and it can be changed", async () => {
    open({
      profileDetails: () =>
        profileDetail({ username: 'wanjiku', location: 'Nairobi, Kenya', phone_number: '254722000111' }),
    });
    const dialog = await postIt();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M-PESA' }));
    const phone = within(dialog).getByRole('textbox', { name: 'M-PESA number' });
    await waitFor(() => expect(phone).toHaveValue('0722000111'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '0712345678');
    expect(phone).toHaveValue('0712345678');
  });

  it("M-PESA failure shows 'An error occurred, please try again later'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open({
      checkoutMpesa: () => {
        throw failure(502);
      },
    });
    const dialog = await postIt();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M-PESA' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'M-PESA number' }), '0712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
  });

  it('the engage balance pays at once when it covers the post, and says why not when it does not', async () => {
    const money = (withdrawable: number) => ({
      withdrawable,
      from_tasks: withdrawable,
      from_referrals: 0,
      pending: 0,
      pending_parts: [],
      on_its_way: 0,
      minimum_withdrawal: 1000,
      withholding_tax: { rate: 0, taxable: 0, tax: 0 },
    });
    let withdrawable = 900;
    const page = open({
      walletBalances: () => money(withdrawable),
      checkoutBalance: () => ({ message: 'Paid KES 1,500.00 from your engage balance. Your post is live.' }),
    });
    let dialog = await postIt();
    const balance = await within(dialog).findByRole('radio', { name: /engage balance/ });
    expect(balance).toBeDisabled();
    expect(within(dialog).getByText('You have KES 900.00: not enough for this post')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    withdrawable = 2000;
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay for your post' });
    await within(dialog).findByText('You have KES 2,000.00');
    await userEvent.click(within(dialog).getByRole('radio', { name: /engage balance/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    await waitFor(() => expect(page.location().pathname).toBe('/consumer/profile'));
    expect(page.location().state).toEqual({ tab: 'My posts', highlight: 31 });
    expect(calls('checkoutBalance')[0]?.[1]).toEqual({ body: { link_id: 31 }, idempotencyKey: expect.any(String) });
    expect(
      await screen.findAllByText('Paid KES 1,500.00 from your engage balance. Your post is live.'),
    ).not.toHaveLength(0);
  });

  it('a cancelled M-PESA prompt says so and offers to try again', async () => {
    open({
      checkoutMpesa: () => ({ message: 'Enter your M-PESA PIN.' }),
      ownPost: () => ({
        status: 'pending_payment',
        payment: { provider: 'mpesa', status: 'cancelled', status_description: 'Request cancelled by user' },
      }),
    });
    const dialog = await postIt();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M-PESA' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'M-PESA number' }), '0712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay KES 1,500.00' }));
    expect(
      await screen.findByText('The payment did not go through: Request cancelled by user. Nothing was charged.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('dialog', { name: 'Pay for your post' })).toBeInTheDocument();
  });
});

describe('in Kiswahili', () => {
  pageInKiswahili();

  it('asks for the link, then shows the form and its rules in Kiswahili', async () => {
    open();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Kiungo cha kutangaza' }),
      'https://x.com/kenya_beats/status/1800000001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Endelea' }));
    const description = await screen.findByRole('textbox', { name: 'Maelezo' });
    await userEvent.type(description, 'Support Kenyan music');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Idadi ya watu' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Idadi ya watu' }), '99999999999');
    expect(await screen.findByText('Wasizidi watu 100,000,000 kwa chapisho moja.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hifadhi kama rasimu' })).toBeInTheDocument();
  });
});
