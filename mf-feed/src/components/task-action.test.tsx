import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@engage/shared/bus';
import { sessionStore } from '@engage/shared/session';
import {
  answerApi,
  calls,
  failure,
  linkRecord,
  renderWithProviders,
  resetApiAnswers,
} from '@engage/shared/testing/api-answers';
import { TaskAction } from './task-action';

jest.mock('@engage/shared/api/client');

beforeEach(resetApiAnswers);

const noWatch = () => undefined;

beforeEach(() => {
  sessionStore.setState({ isVerified: true });
});

it('is hidden once is_actioned (spec 000 §4)', () => {
  renderWithProviders(<TaskAction task={linkRecord({ is_actioned: true })} connected verified onWatch={noWatch} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
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
  expect(calls('twitterLike')[0]?.[1]).toEqual({ body: { link_id: 11 } });
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
  await waitFor(() => expect(calls('twitterReply')[0]?.[1]).toEqual({ body: { link_id: 11, text: 'Great track!' } }));
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
