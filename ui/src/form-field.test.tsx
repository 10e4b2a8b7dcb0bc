import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './form-field';

it('shows its error beneath once touched, tied to the field', () => {
  const { rerender } = render(<FormField label="Email" error="Email is required" touched={false} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(<FormField label="Email" error="Email is required" touched />);
  const field = screen.getByLabelText('Email');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Email is required');
});

it('can be a textarea with a hint', () => {
  render(<FormField label="Bio" multiline hint="Up to 250 characters" />);
  expect(screen.getByLabelText('Bio').tagName).toBe('TEXTAREA');
  expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Up to 250 characters');
});

describe('a list of errors (spec 000 §5 "Server errors on the password field arrive as a list")', () => {
  it('shows each message as an item, tied to the field', () => {
    render(
      <FormField
        id="pw"
        label="Password"
        error={['Password must be at least 8 characters', 'This password is too common.']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'pw-error');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Password must be at least 8 characters', 'This password is too common.']);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', 'pw-error');
  });

  it('shows one message as text, and nothing for an empty list', () => {
    const { rerender } = render(<FormField label="Password" error={['Too weak.']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too weak.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<FormField label="Password" error={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });
});

describe('revealable password (spec 000 §2 "show/hide toggle, visible only when the field is non-empty")', () => {
  it('has the toggle only while it holds something, and shows / hides it', async () => {
    const user = userEvent.setup();
    render(<FormField label="Password" revealable />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.type(password, 's3cret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.clear(password);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts masked again when emptied and refilled, and still reports each change', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Form() {
      const [value, setValue] = useState('');
      return (
        <FormField
          label="Confirm password"
          revealable
          value={value}
          onChange={(event) => {
            seen.push(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Form />);
    const field = screen.getByLabelText('Confirm password');
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    await user.clear(field);
    await user.type(field, 'x');
    expect(field).toHaveAttribute('type', 'password');
    expect(seen).toEqual(['a', 'ab', '', 'x']);
  });
});
