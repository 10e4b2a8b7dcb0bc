import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastsShowing } from '@engage/shared/testing/api-answers';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { Toasts } from '@engage/shared/ui/toast-container';
import { notify } from '@engage/shared/ui/toasts';
import { UnavailablePanel } from '@engage/shared/ui/unavailable-panel';
import { pageInKiswahili } from '@engage/shared/testing/translations';

describe('the kit in Kiswahili', () => {
  pageInKiswahili();

  it('says a section is unavailable and offers to try again', () => {
    render(<UnavailablePanel onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Sehemu hii haipatikani' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
  });

  it("pages a table and closes a dialog in the page's language", () => {
    const rows = Array.from({ length: 7 }, (_, index) => ({ id: index }));
    render(
      <DataTable
        caption="Miamala"
        rows={rows}
        rowKey={(row) => row.id}
        pageSize={5}
        columns={[{ header: 'Nambari', cell: (row) => row.id }]}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Kurasa za Miamala' });
    expect(within(pages).getByText('Ukurasa 1 kati ya 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Inayofuata' })).toBeEnabled();

    render(
      <ConfirmDialog
        title="Futa?"
        message="Hakika?"
        confirmLabel="Futa"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Futa?' });
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });

  it("names the toasts' region and each toast's close button in the page's language", async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Hitilafu imetokea');
    });
    const toast = (await screen.findByText('Hitilafu imetokea')).closest('[role="alert"]') as HTMLElement;
    expect(screen.getByLabelText('Arifa Alt+T')).toContainElement(toast);
    await userEvent.click(within(toast).getByRole('button', { name: 'Funga' }));
    await waitFor(() => expect(toastsShowing('Hitilafu imetokea')).toHaveLength(0));
  });
});
