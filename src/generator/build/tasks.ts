// The work that may run on other cores: parsing documents and rendering pages.
// In: a task name, data shared by the batch and the batch's items; out: one result per item.

import type { Assets } from '../render/html.ts';
import { parseMarkdown, type Doc, type MarkdownInput } from '../markdown/parse.ts';
import type { PageInput } from '../render/page-input.ts';
import { renderPage } from '../render/render.tsx';

export const tasks = {
  parse: (_shared: null, items: MarkdownInput[]): Doc[] => items.map(parseMarkdown),
  render: (assets: Assets, items: PageInput[]): string[] => items.map((page) => renderPage(page, assets)),
};

export type TaskName = keyof typeof tasks;
