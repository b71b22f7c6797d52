// Public API of the package: what a site's config file imports.
export { defineConfig } from './config/define.ts';
export type { UserConfig, SiteConfig } from './config/schema.ts';
