import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { answerApi, calls, failure, resetApiAnswers } from '@engage/shared/testing/api-answers';
import { stepUpRequired, useStepUp } from './step-up-dialog';

jest.mock('@engage/shared/api/client');

afterEach(() => resetApiAnswers());

const refusal = (method: 'password' | 'code') =>
  failure(403, {
    detail: 'Confirm it is you first: enter your password, then try again.',
    code: 'step_up_required',
    step_up: method,
  });

/** A button whose action the API refuses until presence is proved, then answers. */
function Scene({ action }: { action: () => Promise<string> }) {
  const stepUp = useStepUp();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void stepUp.run(action).then(
            (answer) => setOutcome(answer),
            () => setOutcome('refused'),
          )
        }
      >
        Save
      </button>
      <p role="status">{outcome}</p>
      {stepUp.dialog}
    </>
  );
}

function refusedUntilSteppedUp(method: 'password' | 'code') {
  let steppedUp = false;
  answerApi({
    stepUp: () => {
      steppedUp = true;
      return { message: 'Confirmed.', stepped_up_until: new Date().toISOString() };
    },
    stepUpCode: () => ({ message: 'Sent.' }),
  });
  const action = jest.fn(async () => {
    if (!steppedUp) throw refusal(method);
    return 'saved';
  });
  return action;
}

it('reads only the API step_up_required refusal', () => {
  expect(stepUpRequired(refusal('code'))).toBe('code');
  expect(stepUpRequired(refusal('password'))).toBe('password');
  expect(stepUpRequired(failure(403, { detail: 'You must verify your account' }))).toBeNull();
  expect(stepUpRequired(new Error('offline'))).toBeNull();
});

it('asks for the password, proves it, then runs the action again', async () => {
  const action = refusedUntilSteppedUp('password');
  render(<Scene action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  // Nothing typed: said in the field, nothing sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(within(dialog).getByText('Enter it to continue.')).toBeInTheDocument();
  expect(calls('stepUp')).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('Password', { exact: true }), 'correct-horse-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
  expect(calls('stepUp')[0]?.[1]).toEqual({ body: { password: 'correct-horse-1' } });
  expect(action).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('shows the server saying the password is wrong, and stays open', async () => {
  answerApi({
    stepUp: () => {
      throw failure(400, {
        detail: 'That password is not right.',
        errors: { password: ['That password is not right.'] },
      });
    },
  });
  render(<Scene action={() => Promise.reject(refusal('password'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.type(within(dialog).getByLabelText('Password', { exact: true }), 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('That password is not right.');
});

it('for an account without a password: emails a code, then proves it with the code', async () => {
  const action = refusedUntilSteppedUp('code');
  render(<Scene action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  expect(within(dialog).queryByLabelText('Code from the email')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
  await userEvent.type(await within(dialog).findByLabelText('Code from the email'), ' 123456 ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('saved'));
  expect(calls('stepUpCode')).toHaveLength(1);
  expect(calls('stepUp')[0]?.[1]).toEqual({ body: { code: '123456' } });
});

it('cancelling rejects with the refusal: the action is not run again', async () => {
  const action = jest.fn(() => Promise.reject(refusal('password')));
  render(<Scene action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('refused'));
  expect(action).toHaveBeenCalledTimes(1);
});
