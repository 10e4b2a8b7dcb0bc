// Types of ports.mjs for TypeScript callers (tooling/tests/nginx-access-log.test.ts).
import type { AppEntry } from '../../tooling/apps.cjs';
import type { AppOrigins } from '../../tooling/security-headers.cjs';

export interface ClusterPorts {
  offset: number;
  api: number;
  instance(index: number): number;
  postgres: number;
  app(app: AppEntry): number;
}
export declare function clusterPorts(offset?: number): ClusterPorts;
export declare function clusterOrigins(ports: ClusterPorts, host?: string, tls?: boolean): AppOrigins;
export declare function clusterRuntimeConfig(
  ports: ClusterPorts,
  host?: string,
  tls?: boolean,
): { apiBaseUrl: string; wsBaseUrl: string; remotes: Record<string, string> };
export declare function clusterApiEnvironment(
  ports: ClusterPorts,
  host?: string,
  tls?: boolean,
): Record<string, string>;
