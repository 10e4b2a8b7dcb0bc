/**
 * The profile area's server state and pure rules (spec 001 §5, §7): the four lists, the
 * locations, the profile/account/user updates, the avatar upload, the draft and account
 * deletions, the birth date and the location suggestions. Lists live under the `profile` key
 * family so the shared cache keeps them next to the profile detail.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@engage/shared/queries';
import { callApi, type ApiSession } from '@engage/shared/api/client';
import { refreshMoney } from '@engage/shared/api/money-queries';
import { numberedPages, uniqueBy } from '@engage/shared/api/paging';
import { queryKeys } from '@engage/shared/api/query-keys';
import { publish } from '@engage/shared/bus';
import { BIRTH_DATE_LIMITS, LOCATION_AUTOCOMPLETE } from '@engage/shared/contract/constants';
import type { Link } from '@engage/shared/contract/links';
import type { LocationsResponse } from '@engage/shared/contract/locations';
import type { PostAction, ReturnTo } from '@engage/shared/contract/posting';
import type {
  AccountUpdateBody,
  ProfileDetail,
  ProfileDetailsUpdateBody,
  UserUpdateBody,
} from '@engage/shared/contract/profile';

/** The four tabs of spec 001 §2, named as the spec names them (navigation state carries the name). */
export const PROFILE_TABS = ['Action history', 'My posts', 'Liked posts', 'Drafted posts'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (PROFILE_TABS as readonly string[]).includes(value);
}

/** The tab a navigation state asks for: `{ tab: 'Drafted posts' }` (or the name itself). */
/**
 * The post to show first, from navigation state (`{ tab: 'My posts', highlight: 12 }`, sent by
 * the posting area when a post goes live), or undefined.
 */
export function highlightFromState(state: unknown): number | undefined {
  const highlight = (state as { highlight?: unknown } | null)?.highlight;
  return typeof highlight === 'number' && Number.isInteger(highlight) ? highlight : undefined;
}

export function tabFromState(state: unknown): ProfileTab {
  if (isProfileTab(state)) return state;
  const tab = (state as { tab?: unknown } | null)?.tab;
  return isProfileTab(tab) ? tab : 'Action history';
}

/** One page of any of the four lists, in one shape. */
interface ListPage {
  items: Link[];
  total: number | null;
  next: string | null;
}

async function fetchList(session: ApiSession, tab: ProfileTab, page: number, signal: AbortSignal): Promise<ListPage> {
  const query = { page };
  if (tab === 'Action history') {
    const history = await callApi('actionHistory', session, { query, signal });
    return { items: history.results.actions, total: history.results.total_actions, next: history.next ?? null };
  }
  const route = tab === 'My posts' ? 'myPosts' : tab === 'Liked posts' ? 'likedPosts' : 'draftPosts';
  const answer = await callApi(route, session, { query, signal });
  return { items: answer.results, total: answer.count ?? null, next: answer.next };
}

export function useProfileList(tab: ProfileTab) {
  return useInfiniteQuery({
    queryKey: queryKeys.profile.list(tab),
    queryFn: ({ pageParam, signal, client }) => fetchList(client, tab, pageParam, signal),
    ...numberedPages,
  });
}

/** Each link once (offset paging can repeat one when a post is added meanwhile). */
export function uniqueLinks(pages: readonly ListPage[]): Link[] {
  return uniqueBy(
    pages.map((page) => page.items),
    (link) => link.link_id,
  );
}

/** The count a tab shows: the server's total when it gives one, else what is loaded ('20+' when more pages exist). */
export function listCount(pages: readonly ListPage[] | undefined): string | undefined {
  if (!pages || pages.length === 0) return undefined;
  const total = pages[0]?.total;
  if (typeof total === 'number') return String(total);
  const loaded = uniqueLinks(pages).length;
  return pages[pages.length - 1]?.next ? `${loaded}+` : String(loaded);
}

/**
 * Spec 001 §5 "Location suggestions begin at 2 typed characters and show at most 8 matches":
 * 'Sub-county, County' and 'County' entries containing the typed text (case-insensitive).
 */
export function locationSuggestions(locations: LocationsResponse | undefined, typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (!locations || needle.length < LOCATION_AUTOCOMPLETE.minChars) return [];
  const out: string[] = [];
  for (const county of locations) {
    for (const name of [county.county, ...county.sub_counties.map((sub) => `${sub}, ${county.county}`)]) {
      if (name.toLowerCase().includes(needle) && !out.includes(name)) out.push(name);
      if (out.length >= LOCATION_AUTOCOMPLETE.maxSuggestions) return out;
    }
  }
  return out;
}

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** Spec 001 §5 "years 1900 to current year, days 1-31": the choices, newest year first. */
export function birthYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= BIRTH_DATE_LIMITS.minYear; year -= 1) years.push(year);
  return years;
}

export const BIRTH_DAYS: readonly number[] = Array.from(
  { length: BIRTH_DATE_LIMITS.maxDay - BIRTH_DATE_LIMITS.minDay + 1 },
  (_, index) => index + BIRTH_DATE_LIMITS.minDay,
);

/** 'YYYY-MM-DD' split for the three selects ('' for an absent part). */
export function splitBirthDate(birthDate: string | null | undefined): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** Spec 001 §5 "birth date is sent only if day, month and year are all chosen ..., otherwise null". */
export function birthDateToSend({ day, month, year }: BirthDateParts): string | null {
  if (!day || !month || !year) return null;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Spec 001 §5 "phone accepts digits only". */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D+/g, '');
}

/** The public profile link the header copies. */
export function profileLink(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/consumer/profile?user=${encodeURIComponent(username)}`;
}

/** The sidebar and every reader of the profile detail see a change at once (shared keys + the bus). */
async function profileChanged(client: QueryClient): Promise<void> {
  publish('profile:changed', {});
  await client.invalidateQueries({ queryKey: queryKeys.profile.details });
}

// The writes, one hook each: the call is the mutation, what the cache learns from it is its
// onSuccess. An onSuccess returns its refresh, so `mutateAsync` settles once it is asked for.

/** Spec 001 §7 "Avatar upload | PUT | users/profile-details/, multipart with avatar; ... profile detail cache updated". */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File, { client: cache }) => {
      const body = new FormData();
      body.append('avatar', file);
      const { avatar } = await callApi('profileDetailsUpdate', cache, { body });
      // An upload answers the new avatar alone, which is never empty.
      if (!avatar) throw new Error('The server answered the upload without an avatar.');
      return avatar;
    },
    onSuccess: (avatar) => {
      client.setQueryData<ProfileDetail>(queryKeys.profile.details, (old) => (old ? { ...old, avatar } : old));
      publish('profile:changed', {});
    },
  });
}

/** Spec 001 §7 "Profile update | mutation | profile detail fields". */
export function useUpdateProfileDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileDetailsUpdateBody, { client: cache }) => callApi('profileDetailsUpdate', cache, { body }),
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'user_id' in answer)
        client.setQueryData(queryKeys.profile.details, answer);
      return profileChanged(client);
    },
  });
}

/** Spec 001 §7 "Visibility update | {profile: {profile_visibility}}" and the contact/location edits. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody, { client: cache }) => callApi('profileUpdate', cache, { body }),
    onSuccess: async (answer) => {
      if (answer && typeof answer === 'object' && 'user_id' in answer)
        client.setQueryData(queryKeys.profile.user, answer);
      await client.invalidateQueries({ queryKey: queryKeys.profile.user });
      await profileChanged(client);
    },
  });
}

/** Spec 001 §7 "Experience/interests update | {experience_level} or {interests}". */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdateBody, { client: cache }) => callApi('accountUpdate', cache, { body }),
    onSuccess: () => profileChanged(client),
  });
}

/**
 * Ends the first run (finished or skipped) on the server, so no device shows it again, and puts
 * the moment in the cached profile at once: the shell's guard reads it there.
 */
export function useFinishFirstRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client: cache }) => callApi('firstRun', cache),
    onSuccess: ({ onboarded_at }) => {
      client.setQueryData<ProfileDetail>(queryKeys.profile.details, (profile) =>
        profile ? { ...profile, onboarded_at } : profile,
      );
      return client.invalidateQueries({ queryKey: queryKeys.profile.details });
    },
  });
}

/** Spec 001 §7 "Draft delete | call | {link_id}"; an unpaid post of My posts goes the same way. */
export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number, { client: cache }) => callApi('draftDelete', cache, { body: { link_id: linkId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile.list('Drafted posts' satisfies ProfileTab) }),
        client.invalidateQueries({ queryKey: queryKeys.profile.list('My posts' satisfies ProfileTab) }),
      ]),
  });
}

/** What the producer asks of one of their posts; a cancel may say where the unspent budget goes. */
export interface PostActionInput {
  linkId: number;
  action: PostAction;
  returnTo?: ReturnTo;
}

/**
 * Ours: the producer pauses, resumes or cancels a post (`POST links/:link_id/actions/`), which
 * answers what to tell them in their language. A cancel gives the unspent budget back to their
 * engage balance, so the money refreshes with My posts. A refusal (a post that changed meanwhile,
 * say completed or paused by an operator) also reloads My posts: the page showed a stale state.
 */
export function usePostAction() {
  const client = useQueryClient();
  const myPosts = () => client.invalidateQueries({ queryKey: queryKeys.profile.list('My posts' satisfies ProfileTab) });
  return useMutation({
    mutationFn: ({ linkId, action, returnTo }: PostActionInput, { client: cache }) =>
      callApi('postAction', cache, {
        params: { link_id: linkId },
        body: returnTo ? { action, return_to: returnTo } : { action },
      }),
    onSuccess: (_answer, { linkId }) =>
      Promise.all([
        myPosts(),
        refreshMoney(client),
        client.invalidateQueries({ queryKey: queryKeys.posting.returnChoice(linkId) }),
      ]),
    onError: () => myPosts(),
  });
}

/**
 * Ours: where a post's unspent budget goes when it ends, and the provider it could go back
 * through (`GET links/:link_id/return-to/`); asked only while `enabled` (a dialog is open).
 */
export function useReturnChoice(linkId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.posting.returnChoice(linkId),
    queryFn: ({ signal, client }) => callApi('returnChoice', client, { params: { link_id: linkId }, signal }),
    enabled,
  });
}

/** Ours: the producer changes where a post that has not ended sends its unspent budget. */
export function useSetReturnTo(linkId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (returnTo: ReturnTo, { client: cache }) =>
      callApi('returnToSet', cache, { params: { link_id: linkId }, body: { return_to: returnTo } }),
    onSuccess: ({ choice }) => client.setQueryData(queryKeys.posting.returnChoice(linkId), choice),
  });
}

/** Spec 001 §7 "Account deletion | call | empty body, then logout" (the caller signs out). */
/**
 * What deleting the account would do with its money, asked when the dialog opens and never
 * taken from the cache: a withdrawal may have arrived, or a balance changed, since.
 */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile.deletion,
    queryFn: ({ signal, client }) => callApi('accountDeletion', client, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (_: void, { client: cache }) => callApi('accountDelete', cache) });
}
