import type { Server } from 'node:http';
export declare function serveApp(options: {
  dir: string;
  port: number;
  spa?: boolean;
  host?: string;
  headers?: () => Record<string, string>;
}): Promise<Server>;
export declare function distDir(appDir: string): string;
