// How a site's documents are read: the same for all of them, from the config, and so part of every
// parse's cache key. In: the config; out: the ParseOptions each MarkdownInput carries.

import type { SiteConfig } from '../../config/schema.ts';
import type { Variables } from './liquid.ts';
import type { MdxVersion } from './plugins/mdx-syntax.ts';

export interface ParseOptions {
  /** Values for Liquid's `{{ site.x }}` and `{% data x.y %}` (liquid.ts). */
  variables: Variables;
  /** A `.md` document with MDX's syntax is read as MDX, as Docusaurus reads it (plugins/mdx-syntax.ts): in the docusaurus layout. */
  mdxInMarkdown: boolean;
  /** Which MDX those documents are read as: 1 for a Docusaurus 2 site, else 2 (plugins/mdx-syntax.ts). */
  mdx?: MdxVersion;
}

/** The parse options a config asks for. */
export function parseOptionsOf(config: SiteConfig): ParseOptions {
  return { variables: config.variables, mdxInMarkdown: config.layout === 'docusaurus', mdx: config.docs.mdx ?? 2 };
}

const keys = new WeakMap<ParseOptions, string>();

/** The options as text for a cache key: computed once per options object, which every input of a site shares. */
export function parseOptionsKey(options: ParseOptions | undefined): string {
  if (!options) return '';
  let key = keys.get(options);
  if (key === undefined) keys.set(options, (key = JSON.stringify(options)));
  return key;
}
