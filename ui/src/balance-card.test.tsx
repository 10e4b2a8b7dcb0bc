import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceCard } from './balance-card';

describe('BalanceCard', () => {
  it('is a region named by its label, with the amount, its action and what the area adds', async () => {
    const withdraw = jest.fn();
    render(
      <BalanceCard
        label="Reward balance"
        amount="KES 250.00"
        amountTestId="reward-balance"
        action={
          <button type="button" onClick={withdraw}>
            Withdraw
          </button>
        }
      >
        <p>Total referrals: 3</p>
      </BalanceCard>,
    );
    const card = screen.getByRole('region', { name: 'Reward balance' });
    expect(within(card).getByTestId('reward-balance')).toHaveTextContent('KES 250.00');
    expect(card).toHaveTextContent('Total referrals: 3');
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  it('gives two cards on one page two names', () => {
    render(
      <>
        <BalanceCard label="Available earnings" amount="KES 1,500.00" />
        <BalanceCard label="Reward balance" amount="KES 0.00" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Available earnings' })).toHaveTextContent('KES 1,500.00');
    expect(screen.getByRole('region', { name: 'Reward balance' })).toHaveTextContent('KES 0.00');
  });
});
