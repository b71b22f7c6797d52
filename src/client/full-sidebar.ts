// The whole list of a sidebar too large for its pages to carry whole (page-sidebar.ts), loaded once
// per URL when a reader opens a category their page carries in part. In: the list's URL and the
// labels leading to a category; out: that category's entries, or the top level's.

import type { SidebarItemView } from '../components/props.ts';
import { fetchJson } from './fetch-json.ts';

const lists = new Map<string, Promise<SidebarItemView[]>>();

/** The entries under the categories labelled `trail` (none: the top level) of the sidebar at `url`; rejects when there is no such list or category. */
export function fullEntries(url: string, trail: readonly string[]): Promise<SidebarItemView[]> {
  let list = lists.get(url);
  if (!list) {
    list = fetchJson<SidebarItemView[]>(url).then((items) => {
      if (!Array.isArray(items)) throw new Error(`${url}: not a sidebar`);
      return items;
    });
    // A failed load is not kept: the next opening tries again.
    list.catch(() => lists.delete(url));
    lists.set(url, list);
  }
  return list.then((items) => {
    let entries = items;
    for (const label of trail) {
      const category = entries.find((i): i is Extract<SidebarItemView, { type: 'category' }> => i.type === 'category' && i.label === label);
      if (!category) throw new Error(`${url}: no category ${trail.join(' › ')}`);
      entries = category.items;
    }
    return entries;
  });
}
