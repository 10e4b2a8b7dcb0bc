import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@engage/shared/api/query-keys';
import { subscribe } from '@engage/shared/bus';
import { sessionStore } from '@engage/shared/session';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  renderWithProviders,
  resetApiAnswers,
  toastsShowing,
} from '@engage/shared/testing/api-answers';
import { TaskAction } from './task-action';

jest.mock('@engage/shared/api/client');

beforeEach(resetApiAnswers);

const noWatch = () => undefined;

beforeEach(() => {
  sessionStore.setState({ isVerified: true });
});

it('is hidden once is_actioned (spec 000 §4), leaving a "Done" mark', () => {
  renderWithProviders(<TaskAction task={linkRecord({ is_actioned: true })} connected verified onWatch={noWatch} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('Done')).toBeInTheDocument();
});

it.each([
  ['Likes', 'Likes'],
  ['Retweets', 'Retweets'],
  ['Followers', 'Followers'],
  ['Bookmark', 'Bookmark'],
] as const)('a %s task shows a "%s" button', (actionType, label) => {
  renderWithProviders(
    <TaskAction task={linkRecord({ action_type: actionType })} connected verified onWatch={noWatch} />,
  );
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
});

it("reads 'Link {Platform}' while the platform is not linked, and asks the shell to link it", async () => {
  const asked: string[] = [];
  const stop = subscribe('accounts:connect', ({ platform }) => asked.push(platform));
  renderWithProviders(<TaskAction task={linkRecord()} connected={false} verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Link Twitter' }));
  expect(asked).toEqual(['twitter']);
  stop();
});

it("reads 'Link {Platform} again' when the platform stopped honouring the link, and asks the shell to link it", async () => {
  const asked: string[] = [];
  const stop = subscribe('accounts:connect', ({ platform }) => asked.push(platform));
  renderWithProviders(<TaskAction task={linkRecord()} connected={false} relink verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Link Twitter again' }));
  expect(asked).toEqual(['twitter']);
  stop();
});

it("sends the task and shows 'Processing...' then the server's message", async () => {
  answerApi({ twitterLike: () => ({ message: 'Success! KES 5.00 added to your pending balance.' }) });
  renderWithProviders(<TaskAction task={linkRecord()} connected verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
  expect(await screen.findByText('Success! KES 5.00 added to your pending balance.')).toBeInTheDocument();
  // With a key of its own, so the client may resend it after a dropped answer.
  expect(calls('twitterLike')[0]?.[1]).toEqual({ body: { link_id: 11 }, idempotencyKey: expect.any(String) });
});

it("falls back to 'Success!' when the server sends no message", async () => {
  answerApi({ twitterLike: () => ({}) });
  renderWithProviders(<TaskAction task={linkRecord()} connected verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
  expect(await screen.findByText('Success!')).toBeInTheDocument();
});

it("shows the server's error, or 'Something went wrong'", async () => {
  answerApi({ twitterLike: () => Promise.reject(failure(409, { message: 'You have already done this task.' })) });
  const first = renderWithProviders(<TaskAction task={linkRecord()} connected verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
  expect(await screen.findByText('You have already done this task.')).toBeInTheDocument();
  first.unmount();

  answerApi({ twitterLike: () => Promise.reject(failure(500, {})) });
  renderWithProviders(<TaskAction task={linkRecord()} connected verified onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
});

it('blocks an unverified user and tells them (spec 000 §5)', async () => {
  answerApi({});
  renderWithProviders(<TaskAction task={linkRecord()} connected verified={false} onWatch={noWatch} />);
  await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
  expect(await screen.findByText(/You are not verified/)).toBeInTheDocument();
  expect(calls('twitterLike')).toHaveLength(0);
  expect(sessionStore.getState().isVerified).toBe(false);
});

it('shows the comment box only for unactioned Comments tasks with the platform linked', async () => {
  answerApi({ twitterReply: () => ({ message: 'Replied' }) });
  const comments = linkRecord({ action_type: 'Comments' });
  const view = renderWithProviders(<TaskAction task={comments} connected={false} verified onWatch={noWatch} />);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  view.unmount();

  renderWithProviders(<TaskAction task={comments} connected verified onWatch={noWatch} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Great track!');
  await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
  await waitFor(() =>
    expect(calls('twitterReply')[0]?.[1]).toEqual({
      body: { link_id: 11, text: 'Great track!' },
      idempotencyKey: expect.any(String),
    }),
  );
});

it('the action button is disabled while the task is sent, and usable again after a failure', async () => {
  let refuse: (error: unknown) => void = () => undefined;
  answerApi({ twitterLike: () => new Promise((_resolve, reject) => (refuse = reject)) });
  renderWithProviders(<TaskAction task={linkRecord()} connected verified onWatch={noWatch} />);
  const button = screen.getByRole('button', { name: 'Likes' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  await act(async () => refuse(failure(500, {})));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  await waitFor(() => expect(button).toBeEnabled());
});

it("an empty comment says 'Write a comment first.' and sends nothing", async () => {
  answerApi({ twitterReply: () => ({ message: 'Replied' }) });
  renderWithProviders(
    <TaskAction task={linkRecord({ action_type: 'Comments' })} connected verified onWatch={noWatch} />,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
  expect(await screen.findByText('Write a comment first.')).toBeInTheDocument();
  expect(calls('twitterReply')).toHaveLength(0);
});

it("a comment that succeeds takes away the stale 'Write a comment first.'", async () => {
  answerApi({ twitterReply: () => ({ message: 'Replied' }) });
  renderWithProviders(
    <TaskAction task={linkRecord({ action_type: 'Comments' })} connected verified onWatch={noWatch} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
  expect(await screen.findByText('Write a comment first.')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hongera!');
  await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
  expect(await screen.findByText('Replied')).toBeInTheDocument();
  await waitFor(() => expect(toastsShowing('Write a comment first.')).toHaveLength(0));
});

it('opens the player for a YouTube Views task instead of calling the API', async () => {
  const onWatch = jest.fn();
  answerApi({});
  renderWithProviders(
    <TaskAction
      task={linkRecord({ platform: 'youtube', action_type: 'Views', link_url: 'https://youtu.be/abcdefghijk' })}
      connected
      verified
      onWatch={onWatch}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Views' }));
  expect(onWatch).toHaveBeenCalledTimes(1);
});

describe('a task engage cannot check (verification: review)', () => {
  const note =
    'engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.';
  const facebookLike = linkRecord({
    platform: 'facebook',
    action_type: 'Likes',
    link_url: 'https://www.facebook.com/kenya.beats/posts/1',
    verification: 'review',
    verification_note: note,
  });

  it('says so on the card before the user acts, and the action button is described by it', () => {
    renderWithProviders(<TaskAction task={facebookLike} connected verified onWatch={noWatch} />);
    expect(screen.getByText(note)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Likes' })).toHaveAccessibleDescription(note);
  });

  it('says it with its own words when the server gives no note', () => {
    const { verification_note: _, ...withoutNote } = facebookLike;
    renderWithProviders(<TaskAction task={withoutNote} connected verified onWatch={noWatch} />);
    expect(screen.getByRole('button', { name: 'Likes' })).toHaveAccessibleDescription(
      'engage cannot check this platform yet: your claim will wait for review, unpaid until then.',
    );
  });

  it('says nothing more on a task that is checked automatically (the spec’s card)', () => {
    renderWithProviders(
      <TaskAction task={linkRecord({ verification: 'automatic' })} connected verified onWatch={noWatch} />,
    );
    expect(screen.getByRole('button', { name: 'Likes' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/review/i)).not.toBeInTheDocument();
  });
});

describe('a claim that waits for review (202 status review, or 409 waiting for review)', () => {
  const reason =
    'engage cannot check Facebook tasks yet, so a claim waits for review and is paid only once it is confirmed.';
  const task = linkRecord({
    platform: 'facebook',
    action_type: 'Likes',
    link_url: 'https://www.facebook.com/kenya.beats/posts/1',
    verification: 'review',
    verification_note: reason,
  });

  it('202: the card reads "Waiting for review" with the reason in place of its button; no credit is announced and no balance refreshed', async () => {
    answerApi({ facebookLike: () => ({ message: `Nothing is paid yet: ${reason}`, status: 'review', reason }) });
    const { queryClient } = renderWithProviders(<TaskAction task={task} connected verified onWatch={noWatch} />);
    queryClient.setQueryData(queryKeys.profile.details, { bot_active: false });
    await userEvent.click(screen.getByRole('button', { name: 'Likes' }));

    const state = await screen.findByText('Waiting for review');
    expect(state.closest('p')).toHaveTextContent(`Waiting for review ${reason}`);
    expect(state.closest('p')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Likes' })).not.toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing is paid yet/)).not.toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.profile.details)?.isInvalidated).toBe(false);
  });

  it('409 "waiting for review": the same state, with the reason, and no error toast', async () => {
    answerApi({
      facebookLike: () =>
        Promise.reject(
          failure(409, {
            message: `Your claim for this task is waiting for review: ${reason}`,
            status: 'review',
            reason,
          }),
        ),
    });
    renderWithProviders(<TaskAction task={task} connected verified onWatch={noWatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Likes' }));

    const state = await screen.findByText('Waiting for review');
    expect(state.closest('p')).toHaveTextContent(`Waiting for review ${reason}`);
    expect(screen.queryByRole('button', { name: 'Likes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your claim for this task/)).not.toBeInTheDocument();
  });

  it('another 409 is still an error toast, and the button stays', async () => {
    answerApi({ facebookLike: () => Promise.reject(failure(409, { message: 'You have already done this task.' })) });
    renderWithProviders(<TaskAction task={task} connected verified onWatch={noWatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
    expect(await screen.findByText('You have already done this task.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Likes' })).toBeInTheDocument();
  });

  it('the state outlives the card leaving the screen (the list is virtualised)', async () => {
    answerApi({ facebookLike: () => ({ message: 'Nothing is paid yet.', status: 'review', reason }) });
    function Scrolling() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((now) => !now)}>
            scroll
          </button>
          {shown && <TaskAction task={task} connected verified onWatch={noWatch} />}
        </>
      );
    }
    renderWithProviders(<Scrolling />);
    await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
    await screen.findByText('Waiting for review');
    await userEvent.click(screen.getByRole('button', { name: 'scroll' }));
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'scroll' }));
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Likes' })).not.toBeInTheDocument();
    expect(calls('facebookLike')).toHaveLength(1);
  });

  it('a credited task keeps the spec’s texts: the server’s message, the button gone once actioned', async () => {
    answerApi({ twitterLike: () => ({ message: 'Success! KES 5.00 added to your pending balance.' }) });
    renderWithProviders(
      <TaskAction task={linkRecord({ verification: 'automatic' })} connected verified onWatch={noWatch} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Likes' }));
    expect(await screen.findByText('Success! KES 5.00 added to your pending balance.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
  });
});
