// The one shape of an old address a redirect answers, for the config's `redirects` and the front
// matter's `redirect_from` alike. In: a string; out: the zod schema that accepts it or says why not.

import { z } from 'zod';

/** An old address a redirect answers (the config's `redirects`, front matter's `redirect_from`): a path from the site root, without spaces, query or fragment. */
export const redirectPath = z.string().regex(/^\/[^\s?#]*$/, 'a path from the site root, such as "/docs/old-terms", without spaces, ? or #')
  // Its page is written at this path in build/: nothing may lead out of it, encoded or not.
  .refine((p) => !/%2[ef]|%5c|\\/i.test(p) && !/(?:^|\/)\.{1,2}(?:\/|$)/.test(p), 'a path without "." or ".." segments, encoded dots, slashes or backslashes');
