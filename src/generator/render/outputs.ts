// One entry of the outputs plan (plan.ts), which the steps that publish files add to.
// In: nothing (types only); out: Output, a page to render or a file made when asked for.

import type { PageInput } from './page-input.ts';
import type { Route } from '../site/site.ts';

export type Output =
  /** An HTML page: `input()` is everything the renderer needs (render.tsx turns it into HTML). */
  | {
      type: 'page';
      route: Route;
      input: () => PageInput;
      /** Files made from the same input, which a build writes right after the page so the input can be let go. */
      alongside?: string[];
    }
  /** Any other file; computed only when asked for, so `dev` pays for what it serves. */
  | { type: 'file'; content: () => string | Uint8Array };

export type PageOutput = Extract<Output, { type: 'page' }>;
