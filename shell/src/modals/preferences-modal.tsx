/**
 * Edit Preferences (spec 000 §2): 'My interests' — the interests the user has, each removable;
 * categories to add from the interests list, and from the user's tags those it does not list
 * already (the kit's interest picker, shared with the first run); SAVE sends {interests}
 * (§7 "PUT account update {interests}").
 *
 * The working selection starts as the profile's interests and is only sent on SAVE; closing
 * the modal discards it.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileDetailsQuery } from '@engage/shared/api/profile-queries';
import { InterestPicker, useSaveInterests } from '@engage/shared/ui/interest-picker';
import { Modal } from '@engage/shared/ui/modal';
import './modals.css';

export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const profile = useQuery(profileDetailsQuery);
  const [edited, setEdited] = useState<string[] | null>(null);
  const selected = edited ?? profile.data?.interests ?? [];
  const save = useSaveInterests({ form: 'preferences', onSaved: onClose });

  return (
    <Modal
      title="Edit Preferences"
      onClose={onClose}
      actions={
        <button
          type="button"
          className="eg-button"
          disabled={profile.data === undefined || save.isPending}
          aria-busy={save.isPending}
          onClick={() => save.submit(selected)}
        >
          SAVE
        </button>
      }
    >
      <InterestPicker selected={selected} onChange={setEdited} loading={profile.isPending} />
    </Modal>
  );
}
