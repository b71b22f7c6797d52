// A UI message whose `{name}` placeholders are elements (a <time>, a link) rather than text, so a
// translation may put them wherever its grammar needs. In: the message and the values; out: nodes.

import { Fragment, type ReactNode } from 'react';

export function Formatted({ message, values }: { message: string; values: Record<string, ReactNode> }) {
  const parts = message.split(/\{(\w+)\}/);
  // split() with a capture group alternates text and placeholder names.
  return <>{parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{part in values ? values[part] : `{${part}}`}</Fragment>))}</>;
}
