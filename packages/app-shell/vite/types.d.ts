// Types of ./index.js for consumers (apps' vite.config.ts); types.check.ts keeps them honest.
import type { Plugin, ProxyOptions, UserConfig } from 'vite';

export type ArcanaApp = 'web' | 'counselor';

export type ArcanaAppConfigOptions = {
  app: ArcanaApp;
  port: number;
  /** The app's folder (index.html, src/routes, src/routeTree.gen.ts). */
  root: string;
};

export declare const DEFAULT_API_URL: string;
export declare const ALLOWED_HOSTS: string[];
export declare const fontDisplayOptional: {
  postcssPlugin: string;
  Declaration: Record<string, (declaration: { value: string }) => void>;
};
export declare const VERSION_FILE: string;
export declare function createBuildId(now?: number): string;
export declare function buildIdPlugin(buildId?: string): Plugin;
export declare function apiProxy(target: string): ProxyOptions;
export declare function arcanaAppConfig(options: ArcanaAppConfigOptions): UserConfig;
