import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from './form-field';
import { filtered } from './input-filter';

function Phone() {
  const [held, setHeld] = useState('');
  const field = { name: 'phone', onChange: (event: { target: { value: string } }) => setHeld(event.target.value) };
  return (
    <>
      <FormField label="Phone number" {...filtered(field, (typed) => typed.replace(/\D+/g, '').slice(0, 10))} />
      <output>{held}</output>
    </>
  );
}

it('keeps only what the field accepts as the user types, and the form reads the same', async () => {
  render(<Phone />);
  const phone = screen.getByLabelText('Phone number');
  await userEvent.type(phone, 'a07 12-34567899');
  expect(phone).toHaveValue('0712345678');
  expect(screen.getByRole('status')).toHaveTextContent('0712345678');
});
