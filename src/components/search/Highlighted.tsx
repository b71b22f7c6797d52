// Highlighted text as React nodes: marked parts become <mark>, everything else plain text.
// In: parts (from the local index or parsed from Algolia); out: elements, never injected HTML.

import type { Part } from '../../search/snippet.ts';

export function Highlighted({ parts }: { parts: readonly Part[] }) {
  return (
    <>
      {parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
