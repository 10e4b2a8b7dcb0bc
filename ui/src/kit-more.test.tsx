import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { Menu } from './menu';

describe('ConfirmDialog', () => {
  it('asks, then confirms or cancels; Escape cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        title="Clear all notifications?"
        message="This cannot be undone."
        confirmLabel="Clear all"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Clear all notifications?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has focus from the moment it is drawn, before any effect runs: an Escape pressed then cancels', () => {
    const onCancel = jest.fn();
    const page = document.body.appendChild(document.createElement('div'));
    const opener = page.appendChild(document.createElement('button'));
    opener.focus();
    // Drawn outside act() and committed at once, as the browser would paint it: a key pressed
    // before any later work has run must already reach the dialog.
    const root = createRoot(page.appendChild(document.createElement('div')));
    flushSync(() =>
      root.render(
        <ConfirmDialog
          title="Delete?"
          message="Sure?"
          confirmLabel="Delete"
          onConfirm={jest.fn()}
          onCancel={onCancel}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Delete?' })).toContainElement(document.activeElement as HTMLElement);
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    root.unmount();
    page.remove();
  });

  it("adds no second banner or contentinfo to the page: its title bar and buttons are the dialog's own", () => {
    render(
      <ConfirmDialog
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('waits while the confirmed action runs', () => {
    render(
      <ConfirmDialog
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        busy
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('Menu', () => {
  it('opens on its button, moves with arrows, picks with Enter, and gives focus back', async () => {
    const primary = jest.fn();
    const remove = jest.fn();
    render(
      <Menu
        label="Options for this method"
        items={[
          { label: 'Set as primary', onSelect: primary },
          { label: 'Delete', onSelect: remove, danger: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Options for this method' });
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Set as primary' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(primary).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Menu label="More" items={[{ label: 'Share', onSelect: jest.fn() }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('DataTable', () => {
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, amount: (i * 7) % 12 }));
  const table = () => (
    <DataTable
      caption="Transactions"
      rows={rows}
      rowKey={(row) => row.id}
      pageSize={5}
      columns={[
        { header: 'Id', cell: (row) => `#${row.id}` },
        { header: 'Amount', cell: (row) => `KES ${row.amount}`, sortValue: (row) => row.amount },
      ]}
    />
  );
  const firstCells = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  it('shows 5 rows a page with Previous / Next and "Page x of y"', async () => {
    render(table());
    expect(firstCells()).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstCells()).toEqual(['#6', '#7', '#8', '#9', '#10']);
  });

  it('sorts by a column, ascending then descending, with aria-sort', async () => {
    render(table());
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('KES 0');
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('KES 11');
  });
});
