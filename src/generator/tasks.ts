// The work that may run on other cores: parsing documents and rendering routes.
// In: a task name, data shared by the batch and the batch's items; out: one result per item.

import type { Assets } from './html.ts';
import { parseMarkdown, type Doc, type MarkdownInput } from './markdown.ts';
import { renderRoute } from './render.tsx';
import type { Route, Site } from './site.ts';

export interface RenderShared {
  site: Site;
  assets: Assets;
  /** Epoch ms: the build's clock, so every worker prints the same year. */
  now: number;
}

export const tasks = {
  parse: (_shared: null, items: MarkdownInput[]): Doc[] => items.map(parseMarkdown),
  render: (shared: RenderShared, items: Route[]): string[] => items.map((route) => renderRoute(shared.site, route, shared.assets, new Date(shared.now))),
};

export type TaskName = keyof typeof tasks;
