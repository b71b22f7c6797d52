// The work that may run on other cores: parsing documents and rendering pages.
// In: a task name; out: a loader of its function (a batch's shared data and items → one result per item).
// Each task loads only its own code: a parse worker never loads React, and a build that renders
// on the main thread never loads the markdown pipeline (each costs ~0.2 s of CPU to load).

import type { Doc, MarkdownInput } from '../markdown/parse.ts';
import type { Assets } from '../render/html.ts';
import type { PageInput } from '../render/page-input.ts';

/** Told the index of each item as its work begins: what the process is working on, should it run out of memory. */
export type OnItem = (index: number) => void;

export const tasks = {
  parse: async () => {
    const { parseMarkdown } = await import('../markdown/parse.ts');
    return (_shared: null, items: MarkdownInput[], onItem?: OnItem): Doc[] => items.map((input, i) => (onItem?.(i), parseMarkdown(input)));
  },
  render: async () => {
    const { renderPage } = await import('../render/render.tsx');
    return (assets: Assets, items: PageInput[], onItem?: OnItem): string[] => items.map((page, i) => (onItem?.(i), renderPage(page, assets)));
  },
};

export type TaskName = keyof typeof tasks;

/** An item of a task in words, for a message (`while parsing …`): the document parsed, the page rendered. */
export const describeItem: { [T in TaskName]: (item: Parameters<Awaited<ReturnType<(typeof tasks)[T]>>>[1][number]) => { doing: string; file?: string } } = {
  parse: (input) => ({ doing: `while parsing ${input.file}`, file: input.file }),
  render: (page) => ({ doing: `while rendering the page ${page.path}` }),
};

/**
 * The young generation of a worker started for a task, in MB (V8's default for the others).
 * Parsing makes short-lived syntax trees fast: with twice V8's default (48 MB) a scale-1 build
 * collected 250 times instead of 387 and took ~1 s less CPU (13.7 → 12.5 s, two alternating
 * pairs), with the same peak RSS.
 */
export const youngGenerationMb: Partial<Record<TaskName, number>> = { parse: 96 };
export type TaskFunction<T extends TaskName> = Awaited<ReturnType<(typeof tasks)[T]>>;

const loaded = new Map<TaskName, Promise<unknown>>();

/** The task's function, its code loaded on first use. */
export const loadTask = <T extends TaskName>(task: T): Promise<TaskFunction<T>> => {
  let load = loaded.get(task);
  if (!load) loaded.set(task, (load = tasks[task]()));
  return load as Promise<TaskFunction<T>>;
};
