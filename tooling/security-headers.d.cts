import type { AppEntry } from './apps.cjs';

/** The browser-facing origins the apps are served among (scripts/cluster/ports.mjs `clusterOrigins`). */
export interface AppOrigins {
  shell: string;
  areas: string[];
  integrator: string;
  api: string;
  ws: string;
}
export declare const VIDEO_PROVIDERS: { scripts: string[]; frames: string[]; images: string[] };
export declare function inlineHashes(htmlFile: string): { scripts: string[]; styles: string[] };
export declare function frameAncestorsFor(app: AppEntry, origins: AppOrigins): string[];
export declare function contentSecurityPolicy(
  origins: AppOrigins,
  options: { frameAncestors: string[]; inline?: { scripts: string[]; styles: string[] } },
): string;
export declare function securityHeaders(app: AppEntry, origins: AppOrigins, root: string): Record<string, string>;
export declare function liveSecurityHeaders(
  app: AppEntry,
  origins: AppOrigins,
  root: string,
): () => Record<string, string>;
