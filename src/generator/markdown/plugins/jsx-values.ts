// What an MDX expression holds when it needs no code to know: literals, and arrays and objects of
// them (`values={[{ label: 'EU', value: 'eu' }]}`, `style={{ textAlign: 'center', marginTop: 8 }}`),
// and a style object as the CSS React would write. In: an estree expression (acorn's, through the MDX
// parser); out: its value, or `notStatic` for anything that would have to run (a name, a call, `${}`).

import type { Expression, Node, Program } from 'estree';

/** Stands for a value that only running the code would give. */
export const notStatic = Symbol('not static');

export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** The one expression of a parsed `{…}` (an expression statement), if that is all it holds. */
export function expressionOf(program: Program | undefined): Expression | undefined {
  const only = program?.body.length === 1 ? program.body[0] : undefined;
  return only?.type === 'ExpressionStatement' ? only.expression : undefined;
}

/** The value of an expression made only of literals, arrays and objects. */
export function staticValue(node: Node | null | undefined): StaticValue | typeof notStatic {
  if (!node) return notStatic;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean' || node.value === null ? node.value : notStatic;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? '').join('') : notStatic;
    case 'UnaryExpression': {
      const value = staticValue(node.argument);
      if (typeof value !== 'number') return notStatic;
      return node.operator === '-' ? -value : node.operator === '+' ? value : notStatic;
    }
    case 'ArrayExpression': {
      const out: StaticValue[] = [];
      for (const element of node.elements) {
        const value = element?.type === 'SpreadElement' ? notStatic : staticValue(element);
        if (value === notStatic) return notStatic;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, StaticValue> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return notStatic;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = staticValue(property.value);
        if (key === undefined || value === notStatic) return notStatic;
        out[key] = value;
      }
      return out;
    }
    default:
      return notStatic;
  }
}

// CSS properties React writes numbers for without a unit (React DOM's isUnitlessNumber).
const unitless = new Set(
  'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth'.split(
    ' ',
  ),
);

/** A style object as the CSS text React DOM writes for it (`{ marginTop: 8 }` → `margin-top: 8px`); undefined when it is no such object. */
export function styleText(value: StaticValue): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const declarations: string[] = [];
  for (const [key, raw] of Object.entries(value)) {
    if (raw === null || typeof raw === 'boolean' || raw === '') continue;
    if (typeof raw === 'object') return undefined;
    const name = key.startsWith('--') ? key : key.replace(/^ms(?=[A-Z])/, '-ms-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const text = typeof raw === 'number' && raw !== 0 && !unitless.has(key) && !key.startsWith('--') ? `${raw}px` : String(raw).trim();
    declarations.push(`${name}: ${text}`);
  }
  return declarations.join('; ');
}
