/**
 * The task endpoints as the server credits them: the shared table (which endpoint does which
 * platform's action) plus the endpoint's own name, stored with each reward, and the account
 * that must be linked first.
 */
import { apiRoutes, type ApiRouteName } from '@engage/shared/api/routes';
import type { ActionType, ConnectablePlatform, Platform } from '@engage/shared/contract/common';
import { requiredAccount, TASK_ENDPOINTS as TASK_TABLE } from '@engage/shared/contract/task-endpoints';

export interface TaskEndpoint {
  route: ApiRouteName;
  /** The endpoint's own name, e.g. 'youtube-sub' (stored with the reward). */
  name: string;
  platform: Platform;
  actionTypes: readonly ActionType[];
  requires: ConnectablePlatform | null;
}

export const TASK_ENDPOINTS: readonly TaskEndpoint[] = TASK_TABLE.map(({ route, platform, actionTypes }) => ({
  route,
  name: apiRoutes[route].path.replace(/^actions\//, '').replace(/\/$/, ''),
  platform,
  actionTypes,
  requires: requiredAccount(platform),
}));

/** What a task request may carry, over all endpoints. */
export interface TaskPayload {
  link_id?: number;
  post_url?: string;
  text?: string;
  channel_id?: string;
  video_id?: string;
  watch_time?: number;
}
