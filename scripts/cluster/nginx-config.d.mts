// Types of nginx-config.mjs for TypeScript callers (tooling/tests/nginx-access-log.test.ts).
import type { AppOrigins } from '../../tooling/security-headers.cjs';
import type { ClusterPorts } from './ports.mjs';

export declare function render(template: string, values: Record<string, string | number>): string;
export declare function renderNginxConfig(options: {
  ports: ClusterPorts;
  origins: AppOrigins;
  instancePorts: number[];
  drainingPorts?: Set<number>;
  runDir: string;
  configJson?: string;
  statics?: boolean;
  tls?: { certificate: string; key: string };
  host?: string;
}): string;
