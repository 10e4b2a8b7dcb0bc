/**
 * Choosing interests, as Edit Preferences shows it (spec 000 §2 "'My interests', add categories
 * from the user's tag list, SAVE"): the chosen ones, each removable; from the user's tags those
 * the categories do not list already (each interest is offered once); the categories of the
 * interests list with their subcategories. The shell's Edit Preferences modal and the first run
 * both show it, and both save with one `PUT account update {interests}` (§7) through
 * {@link useSaveInterests}, with §8's toasts.
 *
 *   const [selected, setSelected] = useState(profile.interests);
 *   <InterestPicker selected={selected} onChange={setSelected} />
 *   const save = useSaveInterests({ form: 'preferences', onSaved: close });
 *   <button onClick={() => save.submit(selected)} disabled={save.isPending}>SAVE</button>
 */
import { useId, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryFunctionContext } from '@engage/shared/queries';
import { callApi } from '@engage/shared/api/client';
import { profileKeys } from '@engage/shared/api/profile-queries';
import { publish } from '@engage/shared/bus';
import type { InterestCategory } from '@engage/shared/contract/profile';
import { notify } from '@engage/shared/ui/toasts';
import { interestText } from '@engage/shared/ui/interest-messages';
import { interestName } from '@engage/shared/ui/interest-name-messages';
import './interest-picker.css';

/**
 * Spec 000 §7 "Interests list | GET users/list-interests/ | on failure list left empty";
 * §8 "Interests fetch failure: logged". The failure is logged here and answered with an empty
 * list, so the picker shows 'No interests at the moment' instead of an error.
 */
async function fetchInterestsList({ signal, client }: QueryFunctionContext): Promise<InterestCategory[]> {
  try {
    const answer = await callApi('interests', client, { signal });
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
      className={category ? 'eg-interest-chip eg-interest-chip--category' : 'eg-interest-chip'}
      aria-pressed={selected}
      onClick={onToggle}
    >
      {interestName(name)}
    </button>
  );
}

export interface InterestPickerProps {
  /** The working selection (starts as the profile's interests). */
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** The profile is still loading: its interests are not known yet. */
  loading?: boolean;
}

export function InterestPicker({ selected, onChange, loading = false }: InterestPickerProps) {
  const id = useId();
  const tags = useQuery({
    queryKey: profileKeys.tags,
    queryFn: ({ signal, client }) => callApi('userTags', client, { signal }),
  });
  const catalogue = useQuery({ queryKey: profileKeys.interests, queryFn: fetchInterestsList });

  const has = (name: string) => selected.includes(name);
  const toggle = (name: string) => onChange(has(name) ? selected.filter((item) => item !== name) : [...selected, name]);
  const remove = (name: string) => onChange(selected.filter((item) => item !== name));
  const categories = catalogue.data ?? [];
  // The user's tags and the catalogue overlap (the API's tags are the catalogue's names): a tag
  // already offered under Categories is not offered twice.
  const offered = new Set(categories.flatMap((category) => [category.category, ...category.subcategories]));
  const tagList = (tags.data?.interests ?? []).filter((name) => !offered.has(name));

  return (
    <div className="eg-interests">
      <section className="eg-interests__section" aria-labelledby={`${id}-mine`}>
        <h3 id={`${id}-mine`}>{interestText('title')}</h3>
        {loading ? (
          <p className="eg-interests__muted">{interestText('loadingMine')}</p>
        ) : selected.length === 0 ? (
          <p className="eg-interests__muted">{interestText('noneChosen')}</p>
        ) : (
          <ul className="eg-interests__chips" aria-label={interestText('selected')}>
            {selected.map((name) => (
              <li key={name} className="eg-interest-chip eg-interest-chip--selected">
                <span>{interestName(name)}</span>
                <button
                  type="button"
                  className="eg-interest-chip__remove"
                  aria-label={interestText('remove', { name: interestName(name) })}
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
        <section className="eg-interests__section" aria-labelledby={`${id}-tags`}>
          <h3 id={`${id}-tags`}>{interestText('fromTags')}</h3>
          <ul className="eg-interests__chips">
            {tagList.map((name) => (
              <li key={name}>
                <InterestChip name={name} selected={has(name)} onToggle={() => toggle(name)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="eg-interests__section" aria-labelledby={`${id}-categories`}>
        <h3 id={`${id}-categories`}>{interestText('categories')}</h3>
        {catalogue.isPending ? (
          <p className="eg-interests__muted">{interestText('loadingCategories')}</p>
        ) : categories.length === 0 ? (
          <p className="eg-interests__muted">{interestText('noInterests')}</p>
        ) : (
          categories.map((category) => (
            <div
              key={category.category}
              className="eg-interests__category"
              role="group"
              aria-label={interestName(category.category)}
            >
              <ul className="eg-interests__chips">
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
    </div>
  );
}

/**
 * Saves the selection with one `PUT account update {interests}`: 'Updating...' then 'Account
 * updated successfully!' (or 'An error occurred, kindly try again'), `profile:changed` on the bus
 * and every profile reader refetched. `form` names the toasts, so a success dismisses that
 * form's earlier failures.
 */
export function useSaveInterests({ form, onSaved }: { form: string; onSaved?: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (interests: string[], { client: cache }) => callApi('accountUpdate', cache, { body: { interests } }),
    onMutate: () => notify.loading(interestText('updating')),
    onSuccess: async (_answer, _interests, toast) => {
      notify.settle(toast, 'success', interestText('updated'), { form });
      publish('profile:changed', {});
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (_failure, _interests, toast) => {
      if (toast) notify.settle(toast, 'error', interestText('failed'), { form });
      else notify.error(interestText('failed'), { form });
    },
  });

  // One click, one request: `isPending` reaches the button only after a render, and a busy phone
  // runs a second queued click before that render; this flag is set in the click itself.
  const saving = useRef(false);
  const submit = (interests: readonly string[]) => {
    if (saving.current) return;
    saving.current = true;
    save.mutate([...interests], { onSettled: () => (saving.current = false) });
  };
  return { submit, isPending: save.isPending };
}
