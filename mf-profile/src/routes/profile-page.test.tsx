/**
 * The profile screen against spec 001: §2 "Profile screen" (header, sections, four tabs with
 * counts and empty texts, post cards, the drafts' menu, the two-step edit modal, the verify
 * modal), §5 edit-profile rules, §7 profile calls, §8 profile messages, §9 limits.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@engage/shared/queries';
import type { Link } from '@engage/shared/contract/links';
import { callApi } from '@engage/shared/api/client';
import { LocationProbe } from '@engage/shared/federation/area-testing';
import { MemoryRouter, Route, Routes } from '@engage/shared/router';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  profileDetail,
  renderWithProviders,
  resetApiAnswers,
  type ApiAnswers,
} from '@engage/shared/testing/api-answers';
import { Toasts } from '@engage/shared/ui/toast-container';
import { ProfilePage } from './profile-page';

jest.mock('@engage/shared/api/client');

beforeEach(() => {
  resetApiAnswers();
  // jsdom has no scrolling; the virtualised list calls it.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const page = (results: Link[], next: string | null = null) => ({ results, next });

interface Lists {
  actions?: Link[];
  mine?: Link[];
  liked?: Link[];
  drafts?: Link[];
}

function answerProfile(lists: Lists = {}, extra: ApiAnswers = {}, detail = profileDetail()) {
  return answerApi({
    profileDetails: () => detail,
    actionHistory: () => ({
      results: { total_actions: (lists.actions ?? []).length, actions: lists.actions ?? [] },
      next: null,
    }),
    myPosts: () => page(lists.mine ?? []),
    likedPosts: () => page(lists.liked ?? []),
    draftPosts: () => page(lists.drafts ?? []),
    locations: () => [
      { county: 'Nairobi', sub_counties: ['Westlands', 'Kasarani', 'Embakasi', 'Langata', 'Dagoretti'] },
      { county: 'Nakuru', sub_counties: ['Naivasha', 'Njoro', 'Molo', 'Gilgil'] },
      { county: 'Mombasa', sub_counties: ['Nyali'] },
    ],
    ...extra,
  });
}

const renderPage = () => renderWithProviders(<ProfilePage />, { path: '/consumer/profile' });

function renderWithState(state: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/consumer/profile', state }]}>
        <Routes>
          <Route path="*" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('header and sections', () => {
  it("shows email, username and 'Add address' when no location is set", async () => {
    answerProfile();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'wanjiku' })).toBeInTheDocument();
    expect(screen.getByText('wanjiku@example.co.ke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });

  it("shows the location, About me, job title, languages, education and the birth date like 'Month 3rd, 2000'", async () => {
    answerProfile(
      {},
      {},
      profileDetail({
        location: 'Westlands, Nairobi',
        bio: 'I make music.',
        job_title: 'Producer',
        languages: 'English, Swahili',
        education: 'University of Nairobi',
        birth_date: '2000-03-03',
      }),
    );
    renderPage();
    expect(await screen.findByText('Westlands, Nairobi')).toBeInTheDocument();
    expect(screen.queryByText('Add address')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByText('I make music.')).toBeInTheDocument();
    expect(screen.getByText('Producer')).toBeInTheDocument();
    expect(screen.getByText('English, Swahili')).toBeInTheDocument();
    expect(screen.getByText('University of Nairobi')).toBeInTheDocument();
    expect(screen.getByText('March 3rd, 2000')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then an error with Retry that loads again', async () => {
    let fail = true;
    answerProfile({}, { profileDetails: () => (fail ? Promise.reject(failure()) : profileDetail()) });
    renderPage();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your profile.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'wanjiku' })).toBeInTheDocument();
  });

  it("copies the profile link: 'Profile link copied to clipboard'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    answerProfile();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy profile link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/consumer/profile?user=wanjiku'));
    expect(await screen.findByText('Profile link copied to clipboard')).toBeInTheDocument();
  });

  it('Verify account explains identity verification, only in the mobile app; its start button calls nothing and says why and what to do', async () => {
    answerProfile();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify account' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your identity' });
    expect(within(dialog).getByText(/appear on camera, show a government-issued photo ID/)).toBeInTheDocument();
    expect(within(dialog).getByText(/only possible in the mobile app/)).toBeInTheDocument();
    const before = jest.mocked(callApi).mock.calls.length;
    const start = within(dialog).getByRole('button', { name: 'Start verification' });
    await userEvent.click(start);
    expect(jest.mocked(callApi).mock.calls.length).toBe(before);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /cannot start here: it is done only in the engage mobile app.*Open the mobile app to start it\./,
    );
    expect(start).toHaveAccessibleDescription(/cannot start here/);
    expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('avatar upload', () => {
  const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it("uploads an image as multipart: 'Uploading profile image...' then 'Profile image updated!', and the new picture shows at once", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    answerProfile({}, { profileDetailsUpdate: () => new Promise((done) => (resolve = done)) });
    const view = renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.upload(screen.getByTestId('avatar-input'), image());
    expect(await screen.findByText('Uploading profile image...')).toBeInTheDocument();
    const [, options] = calls('profileDetailsUpdate')[0] ?? [];
    expect(options?.body).toBeInstanceOf(FormData);
    expect((options?.body as FormData).has('avatar')).toBe(true);
    resolve({ avatar: '/api/media/avatars/new.png' });
    expect(await screen.findByText('Profile image updated!')).toBeInTheDocument();
    // The shared profile detail (the sidebar's too) holds the new avatar.
    expect(view.queryClient.getQueryData<{ avatar: string }>(['profile', 'details'])?.avatar).toBe(
      '/api/media/avatars/new.png',
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'wanjiku' }).getAttribute('src')).toContain('/api/media/avatars/new.png'),
    );
  });

  it('the change-picture button is disabled while the upload runs, and usable again once it failed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    answerProfile({}, { profileDetailsUpdate: () => new Promise((_done, fail) => (refuse = fail)) });
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    const change = screen.getByRole('button', { name: 'Change profile picture' });
    await userEvent.upload(screen.getByTestId('avatar-input'), image());
    await waitFor(() => expect(change).toBeDisabled());
    refuse(failure(413, { detail: 'request file too large' }));
    expect(await screen.findByText('Failed to upload, image too large')).toBeInTheDocument();
    await waitFor(() => expect(change).toBeEnabled());
  });

  it("a picture refused for its size says the spec's 'Failed to upload, image too large'", async () => {
    const tooLarge = 'Failed to upload, image too large';
    answerProfile(
      {},
      {
        profileDetailsUpdate: () => Promise.reject(failure(400, { detail: tooLarge, errors: { avatar: [tooLarge] } })),
      },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.upload(screen.getByTestId('avatar-input'), image());
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
  });

  it("a picture refused for its type shows the server's reason, not 'image too large'", async () => {
    const reason = 'Upload a PNG, JPEG, GIF or WebP image.';
    answerProfile(
      {},
      { profileDetailsUpdate: () => Promise.reject(failure(400, { detail: reason, errors: { avatar: [reason] } })) },
    );
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.upload(screen.getByTestId('avatar-input'), image());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload, image too large')).not.toBeInTheDocument();
  });

  it('accepts image files only: a text file is refused without a call', async () => {
    answerProfile();
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    const input = screen.getByTestId('avatar-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(/this file is not an image/)).toBeInTheDocument();
    expect(calls('profileDetailsUpdate')).toHaveLength(0);
  });
});

describe('the four tabs', () => {
  it('shows the four tabs with counts, Action history first', async () => {
    answerProfile({
      actions: [linkRecord({ link_id: 1 })],
      mine: [linkRecord({ link_id: 2 }), linkRecord({ link_id: 3 })],
      liked: [],
      drafts: [linkRecord({ link_id: 4, is_draft: true, status: 'draft' })],
    });
    renderPage();
    await waitFor(() => expect(tab(/^Action history/)).toHaveTextContent('Action history1'));
    await waitFor(() => expect(tab(/^My posts/)).toHaveTextContent('My posts2'));
    expect(tab(/^Liked posts/)).toHaveTextContent('Liked posts0');
    expect(tab(/^Drafted posts/)).toHaveTextContent('Drafted posts1');
    expect(tab(/^Action history/)).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    [/^Action history/, "You've not perfomed any actions yet"],
    [/^My posts/, 'No posts available'],
    [/^Liked posts/, 'No liked posts available'],
    [/^Drafted posts/, 'No draft posts available'],
  ])('%s empty: %s', async (name, text) => {
    answerProfile();
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.click(tab(name));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("preselects 'Drafted posts' from navigation state (the posting area after a save)", async () => {
    answerProfile({ drafts: [] });
    renderWithState({ tab: 'Drafted posts' });
    expect(await screen.findByText('No draft posts available')).toBeInTheDocument();
    expect(tab(/^Drafted posts/)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens My posts on a post just published, marked, focused and with its own title (the posting area after payment)', async () => {
    answerProfile({
      mine: [
        linkRecord({ link_id: 7, post_title: 'Older post', status: 'active', is_draft: false }),
        linkRecord({ link_id: 8, post_title: 'Benga night', status: 'active', is_draft: false }),
      ],
    });
    renderWithState({ tab: 'My posts', highlight: 8 });
    const note = await screen.findByText('Your new post, now live');
    const card = note.closest('article');
    expect(card).toHaveTextContent('Benga night');
    await waitFor(() => expect(card).toHaveFocus());
    expect(tab(/^My posts/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Your new post, now live')).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys', async () => {
    answerProfile();
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    tab(/^Action history/).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab(/^My posts/)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });

  it('a post card shows author, platform, task title, description cut at 100 words, location, tags, target, current count and status', async () => {
    const words = Array.from({ length: 120 }, (_, index) => `w${index + 1}`).join(' ');
    answerProfile({
      mine: [
        linkRecord({
          link_id: 9,
          platform: 'youtube',
          action_type: 'Subscribers',
          producer_username: 'kenya_beats',
          post_descrption: words,
          targets_location: 'Nakuru',
          post_tags: 'music, kenya',
          targets_needed: 1500,
          targets_reached: 40,
          status: 'active',
        }),
      ],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.click(tab(/^My posts/));
    const card = await screen.findByRole('article', { name: 'YouTube Subscribers New single' });
    expect(within(card).getByText('kenya_beats')).toBeInTheDocument();
    expect(within(card).getByText('YouTube')).toBeInTheDocument();
    const description = within(card).getByText(/^w1 /);
    expect(description.textContent).toContain('w100');
    expect(description.textContent).not.toContain('w101');
    expect(within(card).getByText('Nakuru')).toBeInTheDocument();
    expect(within(card).getByText('#music')).toBeInTheDocument();
    expect(within(card).getByText('#kenya')).toBeInTheDocument();
    expect(within(card).getByText('1.5K')).toBeInTheDocument();
    expect(within(card).getByText('40')).toBeInTheDocument();
    expect(within(card).getByText('Live')).toBeInTheDocument();
    // Only drafts have the menu.
    expect(within(card).queryByRole('button', { name: 'Options for this draft' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when a list fails', async () => {
    let fail = true;
    answerProfile({}, { likedPosts: () => (fail ? Promise.reject(failure()) : page([])) });
    renderPage();
    await screen.findByRole('heading', { name: 'wanjiku' });
    await userEvent.click(tab(/^Liked posts/));
    expect(await screen.findByText('Could not load this list.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No liked posts available')).toBeInTheDocument();
  });
});

describe('drafts', () => {
  const draft = linkRecord({ link_id: 31, is_draft: true, status: 'draft', action_type: 'Likes', platform: 'twitter' });

  it("Delete asks, sends {link_id}, says 'Post deleted successfully!' and the list reloads", async () => {
    let drafts = [draft];
    answerProfile(
      {},
      {
        draftPosts: () => page(drafts),
        draftDelete: () => {
          drafts = [];
          return { message: 'Post deleted successfully!' };
        },
      },
    );
    renderWithState({ tab: 'Drafted posts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for this draft' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    expect(calls('draftDelete')[0]?.[1]).toEqual({ body: { link_id: 31 } });
    expect(await screen.findByText('No draft posts available')).toBeInTheDocument();
  });

  it("a failed delete says 'An error occured, kindly try again'", async () => {
    answerProfile({ drafts: [draft] }, { draftDelete: () => Promise.reject(failure()) });
    renderWithState({ tab: 'Drafted posts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Options for this draft' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occured, kindly try again')).toBeInTheDocument();
  });

  it('Edit goes to /consumer/edit-post/{link_id} with the post in navigation state', async () => {
    answerProfile({ drafts: [draft] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let seen: { pathname: string; state: unknown } | null = null;
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: '/consumer/profile', state: { tab: 'Drafted posts' } }]}>
          <Routes>
            <Route path="/consumer/profile" element={<ProfilePage />} />
            <Route path="*" element={<p>posting form</p>} />
          </Routes>
          <LocationProbe onChange={(location) => (seen = location)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Options for this draft' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('posting form')).toBeInTheDocument();
    expect(seen).toMatchObject({ pathname: '/consumer/edit-post/31', state: { post: { link_id: 31 } } });
  });
});

describe('an unpaid post in My posts (the payment dialog says it "waits under My posts")', () => {
  const unpaid = linkRecord({ link_id: 41, is_draft: false, status: 'pending_payment', targets_reached: 0 });
  const live = linkRecord({ link_id: 42, status: 'active' });

  function renderMyPosts(extra: ApiAnswers = {}, mine: Link[] = [unpaid, live]) {
    answerProfile({ mine }, extra);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let seen: { pathname: string; state: unknown } | null = null;
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname: '/consumer/profile', state: { tab: 'My posts' } }]}>
          <Routes>
            <Route path="/consumer/profile" element={<ProfilePage />} />
            <Route path="*" element={<p>posting form</p>} />
          </Routes>
          <LocationProbe onChange={(location) => (seen = location)} />
        </MemoryRouter>
        <Toasts />
      </QueryClientProvider>,
    );
    return { seen: () => seen };
  }

  const unpaidCard = async () =>
    (await screen.findAllByRole('article')).find((card) => within(card).queryByText('Pending payment')) as HTMLElement;

  it("Pay goes to the post's pay page: /consumer/edit-post/{link_id} with the post and pay in navigation state", async () => {
    const view = renderMyPosts();
    const card = await unpaidCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('posting form')).toBeInTheDocument();
    expect(view.seen()).toMatchObject({
      pathname: '/consumer/edit-post/41',
      state: { post: { link_id: 41 }, pay: true },
    });
  });

  it('a live post has no Pay, Edit or Delete', async () => {
    renderMyPosts({}, [live]);
    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Options for this post' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('Edit (in its menu) opens the form for it', async () => {
    const view = renderMyPosts();
    const card = await unpaidCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Options for this post' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('posting form')).toBeInTheDocument();
    expect(view.seen()).toMatchObject({ pathname: '/consumer/edit-post/41', state: { post: { link_id: 41 } } });
  });

  it("Delete asks, sends {link_id}, says 'Post deleted successfully!' and My posts reloads without it", async () => {
    let mine = [unpaid, live];
    renderMyPosts({
      myPosts: () => page(mine),
      draftDelete: () => {
        mine = [live];
        return { message: 'Post deleted successfully!' };
      },
    });
    const card = await unpaidCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Options for this post' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    expect(calls('draftDelete')[0]?.[1]).toEqual({ body: { link_id: 41 } });
    await waitFor(() => expect(screen.queryByText('Pending payment')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("a refused delete shows the server's reason (a payment under way)", async () => {
    renderMyPosts({
      draftDelete: () => Promise.reject(failure(409, { message: 'This post has a payment and cannot be deleted.' })),
    });
    const card = await unpaidCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Options for this post' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This post has a payment and cannot be deleted.')).toBeInTheDocument();
  });
});

describe('edit profile (two steps)', () => {
  async function openEdit(detail = profileDetail(), extra: ApiAnswers = {}) {
    answerProfile({}, extra, detail);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    // The form comes in its own chunk, fetched when Edit profile is pressed.
    return screen.findByRole('dialog', { name: 'Edit profile' });
  }

  it("requires a username: 'Username is required' and Next stays on step 1", async () => {
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('limits the bio to 250 characters with a counter', async () => {
    const dialog = await openEdit();
    const bio = within(dialog).getByLabelText('About me');
    expect(within(dialog).getByText('0/250')).toBeInTheDocument();
    await userEvent.type(bio, 'Hello');
    expect(within(dialog).getByText('5/250')).toBeInTheDocument();
    await userEvent.clear(bio);
    await userEvent.click(bio);
    await userEvent.paste('x'.repeat(300));
    expect((bio as HTMLTextAreaElement).value).toHaveLength(250);
    expect(within(dialog).getByText('250/250')).toBeInTheDocument();
  });

  it('suggests locations from 2 typed characters, at most 8, and picks one', async () => {
    const dialog = await openEdit();
    const location = within(dialog).getByLabelText('Location');
    await userEvent.type(location, 'a');
    expect(within(dialog).queryByRole('list', { name: 'Location suggestions' })).not.toBeInTheDocument();
    // The field points at the list only while the list is there (an id that is not in the page is invalid ARIA).
    expect(location).not.toHaveAttribute('aria-controls');
    await userEvent.type(location, 'n');
    const list = await within(dialog).findByRole('list', { name: 'Location suggestions' });
    expect(location).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('button').length).toBeLessThanOrEqual(8);
    await userEvent.clear(location);
    await userEvent.type(location, 'na');
    const items = within(await within(dialog).findByRole('list', { name: 'Location suggestions' })).getAllByRole(
      'button',
    );
    expect(items).toHaveLength(8);
    await userEvent.clear(location);
    await userEvent.type(location, 'naiv');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Naivasha, Nakuru' }));
    expect(location).toHaveValue('Naivasha, Nakuru');
  });

  it('offers years 1900 to this year and days 1–31', async () => {
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const year = within(dialog).getByLabelText('Year');
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years[1]).toBe(String(new Date().getFullYear()));
    expect(years[years.length - 1]).toBe('1900');
    const days = within(within(dialog).getByLabelText('Day'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days.slice(1)).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
  });

  it("saves in two steps (Next, Back, SAVE PROFILE): 'Updating...' then 'Account updated successfully!', the birth date when all three parts are chosen", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const dialog = await openEdit(profileDetail(), {
      profileDetailsUpdate: () => new Promise((done) => (resolve = done)),
    });
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.type(within(dialog).getByLabelText('Username'), 'wanjiku_k');
    await userEvent.type(within(dialog).getByLabelText('About me'), 'I make music.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('wanjiku_k');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.type(within(dialog).getByLabelText('Job title'), 'Producer');
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Month'), 'March');
    await userEvent.selectOptions(within(dialog).getByLabelText('Year'), '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(calls('profileDetailsUpdate')[0]?.[1]).toEqual({
      body: expect.objectContaining({
        username: 'wanjiku_k',
        bio: 'I make music.',
        job_title: 'Producer',
        birth_date: '2000-03-03',
      }),
    });
    resolve(profileDetail({ username: 'wanjiku_k' }));
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends birth_date null unless day, month and year are all chosen', async () => {
    const dialog = await openEdit(profileDetail(), { profileDetailsUpdate: () => profileDetail() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Year'), '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(calls('profileDetailsUpdate')).toHaveLength(1));
    expect((calls('profileDetailsUpdate')[0]?.[1]?.body as { birth_date: unknown }).birth_date).toBeNull();
  });

  it('refuses a 500-character job title and 31 February in their own fields, and sends nothing', async () => {
    const dialog = await openEdit(profileDetail(), { profileDetailsUpdate: () => profileDetail() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByLabelText('Job title'));
    await userEvent.paste('j'.repeat(500));
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '31');
    await userEvent.selectOptions(within(dialog).getByLabelText('Month'), 'February');
    await userEvent.selectOptions(within(dialog).getByLabelText('Year'), '2001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    expect(within(dialog).getByText('At most 255 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('There is no 31 February 2001.')).toBeInTheDocument();
    expect(calls('profileDetailsUpdate')).toHaveLength(0);
    expect(screen.queryByText('An error occurred, kindly try again')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Job title'));
    await userEvent.type(within(dialog).getByLabelText('Job title'), 'Producer');
    await userEvent.selectOptions(within(dialog).getByLabelText('Day'), '28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    await waitFor(() => expect(calls('profileDetailsUpdate')).toHaveLength(1));
    expect(calls('profileDetailsUpdate')[0]?.[1]).toEqual({
      body: expect.objectContaining({ job_title: 'Producer', birth_date: '2001-02-28' }),
    });
  });

  it('refuses a phone number longer than 15 digits', async () => {
    const dialog = await openEdit(profileDetail(), { profileDetailsUpdate: () => profileDetail() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByLabelText('Phone number'));
    await userEvent.paste('7'.repeat(40));
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    expect(within(dialog).getByText('At most 15 digits')).toBeInTheDocument();
    expect(calls('profileDetailsUpdate')).toHaveLength(0);
  });

  it("a failed save says 'An error occurred, kindly try again' and keeps the modal open", async () => {
    const dialog = await openEdit(profileDetail(), { profileDetailsUpdate: () => Promise.reject(failure()) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE PROFILE' }));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
  });
});
