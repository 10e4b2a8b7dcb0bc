import type { Server } from 'node:http';
export declare function serveApp(options: { dir: string; port: number; spa?: boolean; host?: string }): Promise<Server>;
export declare function distDir(appDir: string): string;
