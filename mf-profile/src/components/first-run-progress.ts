/**
 * Where the first run is, kept for the tab (sessionStorage): linking an account leaves the app
 * for the provider's consent page and comes back with a full page load, and the first run then
 * carries on where it was — at the next step once the account is linked, at the linking step
 * again when it was not (cancelled, refused). A reload keeps the step too.
 */
import { linkState } from '@engage/shared/contract/linking';
import type { ProfileDetail } from '@engage/shared/contract/profile';

export const FIRST_RUN_STEPS = ['interests', 'accounts', 'earning'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
export type LinkablePlatform = 'youtube' | 'twitter';

const KEY = 'engage.first-run';

interface Saved {
  step: FirstRunStep;
  /** The platform the user left to link, if they did. */
  linking?: LinkablePlatform;
}

function read(): Saved | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
    return saved && FIRST_RUN_STEPS.includes(saved.step) ? saved : null;
  } catch {
    return null;
  }
}

function write(saved: Saved): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage refused (private mode, quota): the first run starts at its first step again.
  }
}

/** The step to show on opening the first run, given the profile as the server has it now. */
export function resumeStep(profile: ProfileDetail): FirstRunStep {
  const saved = read();
  if (!saved) return 'interests';
  if (saved.linking) return linkState(profile, saved.linking) === 'linked' ? 'earning' : 'accounts';
  return saved.step;
}

export function rememberStep(step: FirstRunStep): void {
  write({ step });
}

/** Before leaving for a provider's consent page. */
export function rememberLinking(platform: LinkablePlatform): void {
  write({ step: 'accounts', linking: platform });
}

export function forgetFirstRun(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
