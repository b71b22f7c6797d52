// remark plugin: reads the YAML block remark-frontmatter found and validates it.
// In: an mdast tree; out: file.data.frontMatter, where its keys' values are (frontMatterAt) and
// any front-matter diagnostics in file.data.

import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../../../diagnostics/diagnostic.ts';
import { parseFrontMatter, type FrontMatter, type FrontMatterPositions } from '../frontmatter.ts';

export default function remarkFrontMatterData() {
  return (tree: Root, file: VFile) => {
    const data = file.data as { frontMatter?: FrontMatter; frontMatterAt?: FrontMatterPositions; diagnostics?: Diagnostic[]; sourceFile?: string };
    const node = tree.children[0];
    if (node?.type !== 'yaml') {
      data.frontMatter = {};
      return;
    }
    const { data: fm, positions, diagnostics } = parseFrontMatter(node.value, data.sourceFile ?? String(file.path), (node.position?.start.line ?? 1) + 1);
    data.frontMatter = fm;
    data.frontMatterAt = positions;
    (data.diagnostics ??= []).push(...diagnostics);
  };
}
