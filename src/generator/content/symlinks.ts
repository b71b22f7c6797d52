// Symbolic links in the site's folders. A document or static file that is (or lies under) a link
// leading out of its folder would publish whatever the build machine can read (a pull request
// adding `content/docs/x.md -> ~/.ssh/id_rsa`), so such links are refused unless the config trusts
// the folder they lead into; links that lead nowhere are refused too. Links that stay inside are
// followed, and static/ is copied as the files they lead to.
// In: the site root, one of its folders and the trusted folders; out: the refused links and
// their diagnostics.

import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { BrokenSymlink, SymlinkLoop, SymlinkOutsideFolder, type Diagnostic } from '../../diagnostics/diagnostic.ts';

export interface LinkCheck {
  /** Links refused (posix paths from the site root): nothing at or under them is read (see refusedGlobs). */
  refused: string[];
  diagnostics: Diagnostic[];
}

/** Glob patterns, relative to `dir` (posix, from the root), that leave out the refused links in it and all under them. */
export function refusedGlobs(refused: readonly string[], dir: string): string[] {
  return refused.filter((link) => link.startsWith(`${dir}/`)).flatMap((link) => {
    const rel = fg.escapePath(link.slice(dir.length + 1));
    return [rel, `${rel}/**`];
  });
}

const within = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * Checks every symbolic link in `folder` (relative to `root`, e.g. `content` or `static`), the
 * folder itself and what the links it keeps lead into: each must lead to something that exists
 * inside the folder or a `trusted` one (paths relative to `root`). `dot` includes entries whose
 * names start with a dot.
 */
export function checkLinks(root: string, folder: string, trusted: readonly string[], dot: boolean): LinkCheck {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return undefined;
    }
  };
  const realRoot = real(root) ?? root;
  // The folder where it physically is (not where a link to it leads) and the trusted folders.
  const allowed = [path.join(realRoot, folder), ...trusted.map((t) => real(path.resolve(root, t))).filter((t): t is string => t !== undefined)];
  const refused: string[] = [];
  const diagnostics: Diagnostic[] = [];
  // Real folders looked through: a link into one of them (a cycle, too) adds nothing.
  const seen = new Set<string>([allowed[0]!]);
  const refuse = (link: string, diagnostic: Diagnostic) => {
    refused.push(link);
    diagnostics.push(diagnostic);
  };
  /** Checks one link; true when it is kept and leads to a folder to look into. */
  const check = (link: string): boolean => {
    const absolute = path.join(root, link);
    const target = real(absolute);
    if (target === undefined) {
      refuse(
        link,
        new BrokenSymlink(`"${link}" is a symbolic link to "${readlinkSync(absolute)}", which does not exist`, {
          file: link,
          hint: 'Point the link at an existing file in the folder, or replace it with the file itself.',
        }).toDiagnostic(),
      );
      return false;
    }
    if (!allowed.some((dir) => within(dir, target))) {
      const shown = within(realRoot, target) ? path.relative(realRoot, target).split(path.sep).join('/') : target;
      refuse(
        link,
        new SymlinkOutsideFolder(`"${link}" is a symbolic link to "${shown}", outside ${folder}/: it is not published`, {
          file: link,
          hint: `Copy the file into ${folder}/ instead; or, if everything in that folder may be published, add the folder to \`allowSymlinksTo\` in the config.`,
        }).toDiagnostic(),
      );
      return false;
    }
    if (!lstatSync(target).isDirectory()) return false;
    // A link to a folder that holds it would repeat that folder inside itself forever.
    if (within(target, real(path.dirname(absolute)) ?? '')) {
      refuse(
        link,
        new SymlinkLoop(`"${link}" is a symbolic link to a folder that holds it: it would repeat without end`, {
          file: link,
          hint: 'Link to the files or folders themselves, not to a folder above the link.',
        }).toDiagnostic(),
      );
      return false;
    }
    // A folder already looked through (the folder itself included) holds no link not yet seen.
    if ([...seen].some((dir) => within(dir, target))) return false;
    seen.add(target);
    return true;
  };
  // Folders to look through for links: the folder, and the folders kept links lead to (once each).
  const queue: string[] = [];
  if (!lstatSync(path.join(root, folder), { throwIfNoEntry: false })?.isSymbolicLink()) queue.push(folder);
  else if (check(folder)) queue.push(folder);
  while (queue.length) {
    const dir = queue.shift()!;
    const entries = fg.sync(['**/*'], { cwd: path.join(root, dir), dot, onlyFiles: false, followSymbolicLinks: false, objectMode: true });
    for (const entry of entries.filter((e) => e.dirent.isSymbolicLink()).sort((a, b) => (a.path < b.path ? -1 : 1))) {
      const link = path.posix.join(dir, entry.path);
      if (check(link)) queue.push(link);
    }
  }
  return { refused, diagnostics };
}
