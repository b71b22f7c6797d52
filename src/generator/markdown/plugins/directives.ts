// remark plugin: the container directive syntax (`:::name[label]{attributes}` … `:::`) and nothing
// else of it. In: the processor; out: remark-parse reads container directives into
// `containerDirective` nodes (plugins/admonitions.ts gives them meaning).
// These are remark-directive's two halves (micromark-extension-directive, mdast-util-directive)
// registered as remark-directive does, minus its text (`:name`) and leaf (`::name`) directives:
// those would turn ordinary text such as "note:thing" or a line starting "::" into directives.

import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';

const colon = 58;

/** The flow constructs of the directive syntax that open on ':', keeping only the container. */
function containerOnly(): ReturnType<typeof directive> {
  const constructs = [directive().flow?.[colon] ?? []].flat();
  // The container is the one construct that is `concrete` (its content is not lazy): the leaf is not.
  return { flow: { [colon]: constructs.filter((construct) => construct.concrete) } };
}

export default function remarkContainerDirectives(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(containerOnly());
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown());
}
