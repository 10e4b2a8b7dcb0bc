/**
 * Edit Preferences (spec 000 §2): 'My interests' — the interests the user has, each removable;
 * categories to add from the interests list, and from the user's tags those it does not list
 * already (each interest is offered once); SAVE sends
 * {interests} (§7 "PUT account update {interests}").
 *
 * The working selection starts as the profile's interests and is only sent on SAVE; closing
 * the modal discards it.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@engage/shared/api/client';
import { profileDetailsQuery, profileKeys } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import type { InterestCategory, InterestsListResponse, UserTagsResponse } from '@engage/shared/contract/profile';
import { Modal } from '@engage/shared/ui/modal';
import { notify } from '@engage/shared/ui/toasts';
import { preferencesMessages as m } from './messages';
import './modals.css';

/**
 * Spec 000 §7 "Interests list | GET users/list-interests/ | on failure list left empty";
 * §8 "Interests fetch failure: logged". The failure is logged here and answered with an empty
 * list, so the modal shows 'No interests at the moment' instead of an error.
 */
async function fetchInterestsList({ signal }: { signal: AbortSignal }): Promise<InterestCategory[]> {
  try {
    const answer = await callApi<InterestsListResponse>('interests', { signal });
    return answer.interests;
  } catch (failure) {
    console.error('[preferences] could not load the interests list', failure);
    return [];
  }
}

interface InterestChipProps {
  name: string;
  selected: boolean;
  onToggle: () => void;
  /** A whole category, drawn apart from its subcategories. */
  category?: boolean;
}

function InterestChip({ name, selected, onToggle, category = false }: InterestChipProps) {
  return (
    <button
      type="button"
      className={category ? 'eg-shell-chip eg-shell-chip--category' : 'eg-shell-chip'}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {name}
    </button>
  );
}

export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileDetailsQuery);
  const tags = useQuery({
    queryKey: profileKeys.tags,
    queryFn: ({ signal }) => callApi<UserTagsResponse>('userTags', { signal }),
  });
  const catalogue = useQuery({ queryKey: profileKeys.interests, queryFn: fetchInterestsList });
  const [edited, setEdited] = useState<string[] | null>(null);
  const selected = edited ?? profile.data?.interests ?? [];

  const save = useMutation({
    mutationFn: (interests: string[]) => callApi('accountUpdate', { body: { interests } }),
    onMutate: () => notify.loading(m.updating),
    onSuccess: async (_answer, _interests, toast) => {
      notify.settle(toast, 'success', m.updated, { form: 'preferences' });
      publish('profile:changed', {});
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (_failure, _interests, toast) => {
      if (toast) notify.settle(toast, 'error', m.failed, { form: 'preferences' });
      else notify.error(m.failed, { form: 'preferences' });
    },
  });

  // One click, one request: `isPending` reaches the button only after a render, and a busy phone
  // runs a second queued click before that render; this flag is set in the click itself.
  const saving = useRef(false);
  const submit = () => {
    if (saving.current) return;
    saving.current = true;
    save.mutate(selected, { onSettled: () => (saving.current = false) });
  };

  const has = (name: string) => selected.includes(name);
  const toggle = (name: string) =>
    setEdited(has(name) ? selected.filter((item) => item !== name) : [...selected, name]);
  const remove = (name: string) => setEdited(selected.filter((item) => item !== name));
  const categories = catalogue.data ?? [];
  // The user's tags and the catalogue overlap (the API's tags are the catalogue's names): a tag
  // already offered under Categories is not offered twice.
  const offered = new Set(categories.flatMap((category) => [category.category, ...category.subcategories]));
  const tagList = (tags.data?.interests ?? []).filter((name) => !offered.has(name));

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
          onClick={submit}
        >
          SAVE
        </button>
      }
    >
      <section className="eg-shell-section" aria-labelledby="preferences-mine">
        <h3 id="preferences-mine">{m.title}</h3>
        {profile.isPending ? (
          <p className="eg-shell-muted">Loading your interests…</p>
        ) : selected.length === 0 ? (
          <p className="eg-shell-muted">You have not chosen any interests yet. Add some below.</p>
        ) : (
          <ul className="eg-shell-chips" aria-label="Selected interests">
            {selected.map((name) => (
              <li key={name} className="eg-shell-chip eg-shell-chip--selected">
                <span>{name}</span>
                <button
                  type="button"
                  className="eg-shell-chip__remove"
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(name)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {tagList.length > 0 && (
        <section className="eg-shell-section" aria-labelledby="preferences-tags">
          <h3 id="preferences-tags">From your tags</h3>
          <ul className="eg-shell-chips">
            {tagList.map((name) => (
              <li key={name}>
                <InterestChip name={name} selected={has(name)} onToggle={() => toggle(name)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="eg-shell-section" aria-labelledby="preferences-categories">
        <h3 id="preferences-categories">Categories</h3>
        {catalogue.isPending ? (
          <p className="eg-shell-muted">Loading categories…</p>
        ) : categories.length === 0 ? (
          <p className="eg-shell-muted">{m.noInterests}</p>
        ) : (
          categories.map((category) => (
            <div key={category.category} className="eg-shell-category" role="group" aria-label={category.category}>
              <ul className="eg-shell-chips">
                <li>
                  <InterestChip
                    name={category.category}
                    category
                    selected={has(category.category)}
                    onToggle={() => toggle(category.category)}
                  />
                </li>
                {category.subcategories.map((name) => (
                  <li key={name}>
                    <InterestChip name={name} selected={has(name)} onToggle={() => toggle(name)} />
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </Modal>
  );
}
