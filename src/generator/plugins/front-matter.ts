// remark plugin: reads the YAML block remark-frontmatter found and validates it.
// In: an mdast tree; out: file.data.frontMatter and any front-matter diagnostics in file.data.

import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { parseFrontMatter, type FrontMatter } from '../frontmatter.ts';

export default function remarkFrontMatterData() {
  return (tree: Root, file: VFile) => {
    const data = file.data as { frontMatter?: FrontMatter; diagnostics?: Diagnostic[]; sourceFile?: string };
    const node = tree.children[0];
    if (node?.type !== 'yaml') {
      data.frontMatter = {};
      return;
    }
    const { data: fm, diagnostics } = parseFrontMatter(node.value, data.sourceFile ?? String(file.path), (node.position?.start.line ?? 1) + 1);
    data.frontMatter = fm;
    (data.diagnostics ??= []).push(...diagnostics);
  };
}
