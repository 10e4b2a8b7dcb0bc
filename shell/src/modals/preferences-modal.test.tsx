import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { dataSaverStore, reloadDataSaver } from '@engage/shared/session/data-saver';
import { ModalHost } from './modal-host';
import { useModalStore } from './modal-store';
import { answerApi, calls, failure, profileDetail, renderWithProviders, resetShellState } from './test-render';

jest.mock('@engage/shared/api/client');

const catalogue = {
  interests: [
    { category: 'Music', subcategories: ['Afrobeats', 'Gengetone'] },
    { category: 'Sports', subcategories: ['Football'] },
  ],
};

beforeEach(() => {
  resetShellState();
  useModalStore.getState().openModal('preferences');
});

async function openPreferences() {
  const view = renderWithProviders(<ModalHost />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Preferences' });
  await within(dialog).findByRole('list', { name: 'Selected interests' });
  return { ...view, dialog };
}

describe("Edit Preferences (spec 000 §2 \"'My interests', add categories from the user's tag list, SAVE\")", () => {
  it("shows 'My interests' with the profile's interests, each removable, and the user's tags to add", async () => {
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music', 'Comedy'] }),
      userTags: () => ({ interests: ['Comedy', 'Tech'] }),
      interests: () => catalogue,
    });
    const { dialog } = await openPreferences();
    expect(within(dialog).getByRole('heading', { name: 'My interests' })).toBeInTheDocument();
    const mine = within(dialog).getByRole('list', { name: 'Selected interests' });
    expect(within(mine).getByText('Music')).toBeInTheDocument();
    expect(within(mine).getByText('Comedy')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Tech' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'Comedy' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByRole('group', { name: 'Sports' })).toBeInTheDocument();
  });

  it('offers each interest once: tags already under Categories are not listed again under the tags', async () => {
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      // What the API answers: every category and subcategory, plus one tag of the user's own.
      userTags: () => ({ interests: ['Music', 'Afrobeats', 'Gengetone', 'Sports', 'Football', 'Tech'] }),
      interests: () => catalogue,
    });
    const { dialog } = await openPreferences();
    await within(dialog).findByRole('group', { name: 'Sports' });
    for (const name of ['Afrobeats', 'Gengetone', 'Sports', 'Football', 'Tech']) {
      expect(within(dialog).getAllByRole('button', { name })).toHaveLength(1);
    }
    expect(within(dialog).getAllByRole('button', { name: 'Music' })).toHaveLength(1);
  });

  it("\"SAVE\" sends PUT account update {interests} with tags added and interests removed; 'Updating...' then 'Account updated successfully!'", async () => {
    const user = userEvent.setup();
    let resolveSave: (value: unknown) => void = () => undefined;
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music', 'Comedy'] }),
      userTags: () => ({ interests: ['Tech'] }),
      interests: () => catalogue,
      accountUpdate: () => new Promise((resolve) => (resolveSave = resolve)),
    });
    const { dialog } = await openPreferences();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Comedy' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Tech' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Football' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    expect(calls('accountUpdate')).toEqual([['accountUpdate', { body: { interests: ['Music', 'Tech', 'Football'] } }]]);
    resolveSave({ message: 'ok' });
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a double click on SAVE sends one update, and SAVE is disabled while it is saving', async () => {
    let finish: (value: unknown) => void = () => undefined;
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      userTags: () => ({ interests: ['Comedy'] }),
      interests: () => catalogue,
      accountUpdate: () => new Promise((resolve) => (finish = resolve)),
    });
    const { dialog } = await openPreferences();
    const save = within(dialog).getByRole('button', { name: 'SAVE' });
    // Back to back, as a busy phone delivers them: the browser runs queued input before timers.
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(calls('accountUpdate')).toHaveLength(1);
    finish({ message: 'ok' });
    expect(await screen.findByText('Account updated successfully!')).toBeInTheDocument();
    expect(calls('accountUpdate')).toHaveLength(1);
  });

  it('after saving, the profile queries are invalidated, so every reader refetches', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail(),
      userTags: () => ({ interests: [] }),
      interests: () => catalogue,
      accountUpdate: () => ({}),
    });
    const { queryClient } = await openPreferences();
    expect(queryClient.getQueryState(profileKeys.details)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await screen.findByText('Account updated successfully!');
    await waitFor(() => expect(queryClient.getQueryState(profileKeys.details)?.isInvalidated).toBe(true));
  });

  it('a failed save: "\'An error occurred, kindly try again\'" and the modal stays open with the selection', async () => {
    const user = userEvent.setup();
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      userTags: () => ({ interests: ['Tech'] }),
      interests: () => catalogue,
      accountUpdate: () => Promise.reject(failure(400, { detail: 'bad' })),
    });
    const { dialog } = await openPreferences();
    await user.click(await within(dialog).findByRole('button', { name: 'Tech' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An error occurred, kindly try again')).toBeInTheDocument();
    expect(screen.queryByText('Updating...')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Selected interests' })).toHaveTextContent('Tech');
  });

  it('"Interests fetch failure: logged; list empty, text \'No interests at the moment\'"', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerApi({
      profileDetails: () => profileDetail(),
      userTags: () => ({ interests: [] }),
      interests: () => Promise.reject(failure(500)),
    });
    const { dialog } = await openPreferences();
    expect(await within(dialog).findByText('No interests at the moment')).toBeInTheDocument();
    // No category to add: the one group left is the language choice.
    expect(within(dialog).getAllByRole('group')).toEqual([within(dialog).getByRole('group', { name: 'Language' })]);
    expect(logged).toHaveBeenCalledWith('[preferences] could not load the interests list', failure(500));
    logged.mockRestore();
  });

  it("an empty interests list also reads 'No interests at the moment'", async () => {
    answerApi({
      profileDetails: () => profileDetail(),
      userTags: () => ({ interests: [] }),
      interests: () => ({ interests: [] }),
    });
    const { dialog } = await openPreferences();
    expect(await within(dialog).findByText('No interests at the moment')).toBeInTheDocument();
  });
});

describe('Data saver (a setting of this device)', () => {
  function browserSaveData(saveData: boolean | undefined): void {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: saveData === undefined ? undefined : { saveData, addEventListener: () => undefined },
    });
    act(() => reloadDataSaver());
  }

  beforeEach(() => {
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      userTags: () => ({ interests: [] }),
      interests: () => catalogue,
    });
  });
  afterEach(() => {
    localStorage.clear();
    browserSaveData(undefined);
  });

  it('is a checkbox "Data saver" with its one-line hint, unticked by default', async () => {
    const { dialog } = await openPreferences();
    const box = within(dialog).getByRole('checkbox', { name: 'Data saver' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Thumbnails load when you tap them, videos do not preload, pages are smaller.',
    );
  });

  it('is ticked by default when the browser asks to save data (navigator.connection.saveData)', async () => {
    browserSaveData(true);
    const { dialog } = await openPreferences();
    expect(within(dialog).getByRole('checkbox', { name: 'Data saver' })).toBeChecked();
  });

  it('applies at once, without SAVE, is kept on this device, and the choice wins over the browser', async () => {
    const user = userEvent.setup();
    browserSaveData(true);
    const { dialog } = await openPreferences();
    const box = within(dialog).getByRole('checkbox', { name: 'Data saver' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(dataSaverStore.getState().on).toBe(false);
    expect(localStorage.getItem('engage.dataSaver')).toBe('off');
    expect(calls('accountUpdate')).toHaveLength(0);

    // By keyboard: Space ticks it again.
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(localStorage.getItem('engage.dataSaver')).toBe('on');
    browserSaveData(false);
    expect(box).toBeChecked();
  });
});

describe('Language (saved on the account, applied at once)', () => {
  beforeEach(() => {
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      userTags: () => ({ interests: [] }),
      interests: () => catalogue,
      languageUpdate: () => ({ message: 'ok' }),
    });
  });
  afterEach(() => {
    localStorage.clear();
    document.documentElement.lang = '';
  });

  it('offers English and Kiswahili, each named in itself; picking Kiswahili switches the page and saves it', async () => {
    const user = userEvent.setup();
    const { dialog } = await openPreferences();
    const group = within(dialog).getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Kiswahili' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('sw-KE'));
    expect(calls('languageUpdate').map(([, options]) => options?.body)).toEqual([{ language: 'sw' }]);
    expect(localStorage.getItem('engage.language')).toBe('sw');
    // The dialog now reads in Kiswahili.
    expect(await screen.findByRole('group', { name: 'Lugha' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  });

  it('says so when the account could not keep it, and the page still switches', async () => {
    answerApi({
      profileDetails: () => profileDetail({ interests: ['Music'] }),
      userTags: () => ({ interests: [] }),
      interests: () => catalogue,
      languageUpdate: () => {
        throw failure(503, { message: 'Service unavailable' });
      },
    });
    const user = userEvent.setup();
    const { dialog } = await openPreferences();
    await user.click(within(dialog).getByRole('radio', { name: 'Kiswahili' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('sw-KE'));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });
});
