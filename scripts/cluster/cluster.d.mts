// Types of cluster.mjs's `startCluster` for TypeScript callers (e2e/src/cluster.e2e.test.ts).
import type { ClusterInstance, ProvenCluster } from './scenarios.mjs';

export interface RunningCluster extends ProvenCluster {
  shellUrl: string;
  instances: ClusterInstance[];
  postgres: { url: string; stop(): Promise<void>; start(): Promise<void> };
  addInstance(): Promise<ClusterInstance>;
  removeInstance(): Promise<void>;
  stop(): Promise<void>;
}

export declare function startCluster(options?: {
  instances?: number;
  portOffset?: number;
  databaseUrl?: string;
  ownPostgres?: boolean;
  statics?: boolean;
  seed?: boolean;
  log?: 'inherit' | 'ignore' | string | ((line: string) => void);
  env?: Record<string, string>;
  build?: boolean;
  tls?: { certificate: string; key: string };
}): Promise<RunningCluster>;
