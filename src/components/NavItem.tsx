// One configured navbar entry, in the navbar and in the mobile menu alike.
// In: the entry's view (a link or a dropdown of links); out: a list item.

import { Dropdown } from './Dropdown.tsx';
import type { NavItemView } from './props.ts';

export function NavItem({ item }: { item: NavItemView }) {
  if (item.type === 'link') {
    return (
      <li>
        <a className="navbar__link" href={item.href} {...(item.external ? { rel: 'noopener noreferrer' } : {})}>
          {item.label}
        </a>
      </li>
    );
  }
  return (
    <li>
      <Dropdown summary={item.label}>
        {item.items.map((sub) => (
          <li key={sub.href}>
            <a className="dropdown__link" href={sub.href} {...(sub.external ? { rel: 'noopener noreferrer' } : {})}>
              {sub.label}
            </a>
          </li>
        ))}
      </Dropdown>
    </li>
  );
}

