/** A registered release as `operator/area-releases/` answers it, for component tests. */
import type { AreaRelease } from '@engage/shared/contract/area-releases';

export const registered = (overrides: Partial<AreaRelease>): AreaRelease => ({
  id: 1,
  area: 'mf_wallet',
  release: 'stable1',
  manifest_url: 'https://cdn.engage.example/mf-wallet/releases/stable1/mf-manifest.json',
  state: 'stable',
  percent: null,
  created_at: '2026-11-20T08:00:00Z',
  ended_at: null,
  ended_reason: null,
  health: null,
  ...overrides,
});
