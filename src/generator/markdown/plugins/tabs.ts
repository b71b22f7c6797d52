// rehype plugin: tab panels (plugins/mdx.ts makes them from Docusaurus's <Tabs>) as tabs that work
// without JavaScript: one radio button per tab, labelled by the tab's label, each followed by its
// panel, which the stylesheet shows while its radio is checked (arrow keys choose among them, as in
// any radio group). Every panel stays in the page, so search indexes and print shows them all.
// In: the sanitised hast tree; out: the same with each tab group built. It runs after the sanitiser:
// radio inputs are not something a document may contain, and these are not the document's.

import type { Element, ElementContent, Root } from 'hast';
import { tabsClasses } from './mdx.ts';
import { eachElement } from './walk.ts';

const hasClass = (node: ElementContent | undefined, name: string): node is Element =>
  node?.type === 'element' && Array.isArray(node.properties.className) && node.properties.className.includes(name);

/** A panel's tabs as radio, label and panel, the chosen one (else the first) checked. */
function build(group: Element, n: number): void {
  const panels = group.children.filter((c): c is Element => hasClass(c, tabsClasses.panel));
  const checked = Math.max(0, panels.findIndex((p) => hasClass(p, tabsClasses.chosen)));
  group.children = panels.flatMap((panel, i): ElementContent[] => {
    const id = `ld-tabs-${n}-${i + 1}`;
    const first = panel.children.find((c) => c.type !== 'text' || c.value.trim());
    const label: ElementContent[] = hasClass(first, tabsClasses.label) ? first.children : [{ type: 'text', value: String(i + 1) }];
    panel.children = panel.children.filter((c) => c !== first || !hasClass(c, tabsClasses.label));
    panel.properties = { className: ['tabs__panel'], role: 'group', ariaLabelledBy: [`${id}-label`] };
    return [
      { type: 'element', tagName: 'input', properties: { type: 'radio', className: ['tabs__radio'], name: `ld-tabs-${n}`, id, checked: i === checked }, children: [] },
      { type: 'element', tagName: 'label', properties: { className: ['tabs__tab'], htmlFor: [id], id: `${id}-label` }, children: label },
      panel,
    ];
  });
}

export default function rehypeTabs() {
  return (tree: Root) => {
    let n = 0;
    eachElement(tree, (node) => {
      if (hasClass(node, tabsClasses.tabs)) build(node, ++n);
    });
  };
}
