// src/generator/markdown.ts
import path2 from "node:path";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";

// src/diagnostics/diagnostic.ts
var Problem = class {
  constructor(message, where = {}) {
    this.message = message;
    this.where = where;
  }
  message;
  where;
  toDiagnostic() {
    const code = this.constructor.name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    const d = { severity: this.severity, code, message: this.message };
    if (this.where.file !== void 0) d.file = this.where.file;
    if (this.where.line !== void 0) d.line = this.where.line;
    if (this.where.column !== void 0) d.column = this.where.column;
    if (this.where.hint !== void 0) d.hint = this.where.hint;
    return d;
  }
};
var ErrorProblem = class extends Problem {
  severity = "error";
};
var WarningProblem = class extends Problem {
  severity = "warning";
};
var InvalidFrontMatter = class extends ErrorProblem {
};
var NestingTooDeep = class extends ErrorProblem {
};
var UnconvertibleDocument = class extends ErrorProblem {
};
var UnknownFrontMatterKey = class extends WarningProblem {
};

// src/generator/plugins/depth-limit.ts
var maxDepth = 100;
var hasChildren = (node) => Array.isArray(node.children);
function textOf(node) {
  let text = "";
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (n.type === "text") text += n.value;
    if (hasChildren(n)) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return text;
}
function limitDepth(tree, file) {
  const data = file.data;
  const stack = [{ node: tree, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop();
    if (!hasChildren(node)) continue;
    if (depth < maxDepth) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i], depth: depth + 1 });
      continue;
    }
    const flat = textOf(node);
    node.children = flat ? [{ type: "text", value: flat }] : [];
    const diagnostics = data.diagnostics ??= [];
    if (diagnostics.some((d) => d.code === "nesting-too-deep")) continue;
    diagnostics.push(
      new NestingTooDeep(`content is nested more than ${maxDepth} levels deep (lists, quotes or HTML elements inside each other)`, {
        file: data.sourceFile ?? String(file.path),
        line: node.position?.start.line,
        column: node.position?.start.column,
        hint: "Flatten the structure: split the list, or use headings for the deeper levels."
      }).toDiagnostic()
    );
  }
}
var remarkDepthLimit = () => limitDepth;
var rehypeDepthLimit = () => limitDepth;

// src/generator/frontmatter.ts
import { z } from "zod";
import { parseDocument } from "yaml";

// src/generator/closest.ts
function distance(a, b, bound, rowA, rowB) {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let prev = rowA;
  let row = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > bound) return bound + 1;
    [prev, row] = [row, prev];
  }
  return prev[b.length];
}
function closest(value, candidates) {
  const limit = Math.max(3, Math.ceil(value.length / 3));
  let best;
  let bestDistance = limit + 1;
  let prev = new Uint32Array(64);
  let row = new Uint32Array(64);
  for (const c of candidates) {
    if (c.length + 1 > prev.length) {
      prev = new Uint32Array(c.length + 1);
      row = new Uint32Array(c.length + 1);
    }
    const d = distance(value, c, bestDistance, prev, row);
    if (d < bestDistance || d === bestDistance && best !== void 0 && c < best) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

// src/generator/frontmatter.ts
var frontMatterSchema = z.object({
  id: z.string().regex(/^[^/]+$/, 'an id without "/"').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  last_update: z.object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional()
});
var knownKeys = new Set(Object.keys(frontMatterSchema.shape));
function unknownKeyHint(key) {
  const near = closest(key, knownKeys);
  const known = `Known keys: ${[...knownKeys].join(", ")}.`;
  return near ? `Did you mean "${near}"? ${known}` : known;
}
function parseFrontMatter(yaml, file, firstLine) {
  const diagnostics = [];
  const doc = parseDocument(yaml, { prettyErrors: true });
  if (doc.errors.length) {
    for (const error of doc.errors) {
      const pos = error.linePos?.[0];
      diagnostics.push(
        // The yaml library appends its own position, counted from the block's first line; the
        // diagnostic's line and column already give the position within the document.
        new InvalidFrontMatter(`invalid YAML front matter: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`, {
          file,
          line: pos ? firstLine + pos.line - 1 : firstLine,
          column: pos?.col,
          hint: 'Front matter is YAML between two `---` lines; quote values that contain ":" or "#".'
        }).toDiagnostic()
      );
    }
    return { data: {}, diagnostics };
  }
  const raw = doc.toJS() ?? {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    diagnostics.push(
      new InvalidFrontMatter("front matter must be a YAML mapping of keys to values", { file, line: firstLine, hint: "Write it as `key: value` lines." }).toDiagnostic()
    );
    return { data: {}, diagnostics };
  }
  const lineOfKey = (key) => {
    const index = yaml.split("\n").findIndex((l) => l.startsWith(`${key}:`));
    return index === -1 ? firstLine : firstLine + index;
  };
  for (const key of Object.keys(raw)) {
    if (!knownKeys.has(key)) {
      diagnostics.push(
        new UnknownFrontMatterKey(`unknown front-matter key "${key}" is ignored`, {
          file,
          line: lineOfKey(key),
          column: 1,
          hint: unknownKeyHint(key)
        }).toDiagnostic()
      );
    }
  }
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "");
      diagnostics.push(
        new InvalidFrontMatter(`front-matter key "${issue.path.join(".")}": ${issue.message.replace(/^Invalid input: /, "")}`, {
          file,
          line: lineOfKey(key),
          column: 1,
          hint: "Fix the value; content/README.md lists the front-matter keys."
        }).toDiagnostic()
      );
    }
    return { data: {}, diagnostics };
  }
  return { data: result.data, diagnostics };
}

// src/generator/plugins/front-matter.ts
function remarkFrontMatterData() {
  return (tree, file) => {
    const data = file.data;
    const node = tree.children[0];
    if (node?.type !== "yaml") {
      data.frontMatter = {};
      return;
    }
    const { data: fm, diagnostics } = parseFrontMatter(node.value, data.sourceFile ?? String(file.path), (node.position?.start.line ?? 1) + 1);
    data.frontMatter = fm;
    (data.diagnostics ??= []).push(...diagnostics);
  };
}

// src/generator/plugins/walk.ts
function eachNode(tree, fn) {
  for (const child of tree.children ?? []) {
    if (fn(child) === false || eachNode(child, fn) === false) return false;
  }
  return true;
}
function eachElement(tree, fn) {
  for (const child of tree.children) {
    if (child.type !== "element") continue;
    fn(child);
    eachElement(child, fn);
  }
}

// src/generator/plugins/heading-ids.ts
var marker = /\s*\{#([^\s{}]+)\}\s*$/;
var explicitFlag = "dataLdExplicitId";
function remarkHeadingIds() {
  return (tree) => {
    eachNode(tree, (n) => {
      if (n.type !== "heading") return;
      const node = n;
      const last = node.children.at(-1);
      if (last?.type !== "text") return;
      const match = marker.exec(last.value);
      if (!match) return;
      last.value = last.value.slice(0, match.index);
      if (!last.value) node.children.pop();
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1], [explicitFlag]: true } };
    });
  };
}

// src/generator/plugins/links.ts
import path from "node:path";
var markdownLinkPrefix = "ld:md/";
var scheme = /^[a-z][a-z0-9+.-]*:/i;
function decode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function classifyLink(href, fromRelPath) {
  if (scheme.test(href) || href.startsWith("//")) return { href, kind: "external" };
  const hashAt = href.indexOf("#");
  const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).split("?")[0];
  const anchor = hashAt === -1 ? void 0 : decode(href.slice(hashAt + 1));
  const withAnchor = (o) => anchor === void 0 ? o : { ...o, anchor };
  if (!pathPart) return withAnchor({ href, kind: "anchor" });
  if (/\.mdx?$/i.test(pathPart)) {
    const decoded = decode(pathPart);
    const target = decoded.startsWith("/") ? path.posix.normalize(decoded.slice(1)) : path.posix.normalize(path.posix.join(path.posix.dirname(fromRelPath), decoded));
    return withAnchor({ href, kind: "markdown", target });
  }
  return withAnchor({ href, kind: pathPart.startsWith("/") ? "route" : "relative" });
}
function docLinks(file) {
  return file.data.links ??= [];
}
function rehypeLinks() {
  return (tree, file) => {
    const links = docLinks(file);
    const from = String(file.data.relPath ?? "");
    eachElement(tree, (node) => {
      if (node.tagName !== "a" || typeof node.properties.href !== "string") return;
      const link = { ...classifyLink(node.properties.href, from) };
      if (node.position) {
        link.line = node.position.start.line;
        link.column = node.position.start.column;
      }
      links.push(link);
      if (link.kind === "markdown") {
        node.properties.href = `${markdownLinkPrefix}${link.target}${link.anchor === void 0 ? "" : `#${link.anchor}`}`;
      }
    });
  };
}

// src/generator/plugins/outline.ts
import { toString } from "hast-util-to-string";
var headingLevel = (node) => {
  if (node.type !== "element") return 0;
  const m = /^h([2-6])$/.exec(node.tagName);
  return m ? Number(m[1]) : 0;
};
var squash = (s) => s.replace(/\s+/g, " ").trim();
function outline(file) {
  return file.data.outline;
}
function rehypeOutline() {
  return (tree, file) => {
    const anchors = [];
    eachElement(tree, (node) => {
      if (node.properties.id !== void 0 && node.properties.id !== null) anchors.push(String(node.properties.id));
    });
    const headings = [];
    const sections = [{ level: 1, heading: "", text: "" }];
    for (const node of tree.children) {
      const level = headingLevel(node);
      if (level) {
        const id = String(node.properties.id ?? "");
        const text = squash(toString(node));
        headings.push({ id, level, text });
        sections.push({ id, level, heading: text, text: "" });
      } else {
        const section = sections.at(-1);
        const text = squash(node.type === "element" ? toString(node) : node.type === "text" ? node.value : "");
        if (text) section.text = section.text ? `${section.text} ${text}` : text;
      }
    }
    file.data.outline = {
      anchors,
      headings,
      sections: sections.filter((s) => s.heading || s.text)
    };
  };
}

// src/generator/plugins/raw-html.ts
import rehypeRaw from "rehype-raw";
var hasRaw = (tree) => !eachNode(tree, (node) => node.type !== "raw");
function rehypeRawHtml() {
  const raw = rehypeRaw();
  return (tree, file) => hasRaw(tree) ? raw(tree, file) : tree;
}

// src/generator/plugins/sanitize-schema.ts
import { defaultSchema } from "rehype-sanitize";
var sanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  tagNames: [...defaultSchema.tagNames ?? [], "mark", "abbr", "section"],
  attributes: {
    ...defaultSchema.attributes,
    abbr: ["title"],
    section: ["className"]
  }
};

// src/generator/plugins/title.ts
import { toString as toString2 } from "hast-util-to-string";
function rehypeTitle() {
  return (tree, file) => {
    const index = tree.children.findIndex((n) => n.type === "element" || n.type === "text" && n.value.trim());
    const first = tree.children[index];
    if (first?.type === "element" && first.tagName === "h1") {
      file.data.h1 = toString2(first).trim();
      tree.children.splice(index, 1);
    }
  };
}

// src/generator/plugins/unique-ids.ts
function rehypeUniqueIds() {
  return (tree) => {
    const owners = /* @__PURE__ */ new Map();
    eachElement(tree, (node) => {
      if (!(explicitFlag in node.properties)) return;
      delete node.properties[explicitFlag];
      const id = String(node.properties.id);
      if (!owners.has(id)) owners.set(id, node);
    });
    const taken = new Set(owners.keys());
    const renames = [];
    eachElement(tree, (node) => {
      const raw = node.properties.id;
      if (raw === void 0 || raw === null || owners.get(String(raw)) === node) return;
      const id = String(raw);
      if (!taken.has(id) && !/^(-\d+)?$/.test(id)) taken.add(id);
      else renames.push(node);
    });
    for (const node of renames) {
      const id = String(node.properties.id);
      const base = /^(-\d+)?$/.test(id) ? "section" : id;
      let candidate = base;
      for (let n = 1; taken.has(candidate); n++) candidate = `${base}-${n}`;
      taken.add(candidate);
      node.properties.id = candidate;
    }
  };
}

// src/generator/markdown.ts
var processor = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkFrontMatterData).use(remarkGfm).use(remarkDepthLimit).use(remarkHeadingIds).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawHtml).use(rehypeDepthLimit).use(rehypeTitle).use(rehypeSlug).use(rehypeUniqueIds).use(rehypeSanitize, sanitizeSchema).use(rehypeLinks).use(rehypeOutline).use(rehypeStringify).freeze();
function fallbackTitle(relPath) {
  return path2.posix.basename(relPath).replace(/\.mdx?$/i, "");
}
function unconvertible(input, error) {
  const reason = error instanceof RangeError ? "it is nested too deeply" : error instanceof Error ? error.message : String(error);
  const diagnostic = new UnconvertibleDocument(`"${input.file}" cannot be converted to HTML: ${reason}`, {
    file: input.file,
    hint: "Look for HTML elements, lists or quotes nested inside each other hundreds of levels deep, and flatten them."
  }).toDiagnostic();
  return { file: input.file, relPath: input.relPath, frontMatter: {}, title: fallbackTitle(input.relPath), html: "", links: [], anchors: [], headings: [], sections: [], diagnostics: [diagnostic] };
}
function parseMarkdown(input) {
  const file = new VFile({ path: input.relPath, value: input.text, data: { relPath: input.relPath, sourceFile: input.file } });
  let html;
  try {
    html = String(processor.processSync(file));
  } catch (error) {
    return unconvertible(input, error);
  }
  const data = file.data;
  const frontMatter = data.frontMatter ?? {};
  const { anchors, headings, sections } = outline(file);
  return {
    file: input.file,
    relPath: input.relPath,
    frontMatter,
    title: frontMatter.title ?? data.h1 ?? fallbackTitle(input.relPath),
    html,
    links: docLinks(file),
    anchors,
    headings,
    sections,
    diagnostics: data.diagnostics ?? []
  };
}

// ../../tmp/h/s.ts
var vectors = {
  script: "<script>window.__pwned=1</script>",
  onattr: '<p onclick="x()" onmouseover="y()">hi</p> <img src="/a.png" onerror="alert(1)">',
  jslink: '[x](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">y</a> <a href="java&#x09;script:alert(1)">z</a>',
  datalink: '[x](data:text/html,<script>alert(1)</script>) ![i](data:image/svg+xml,<svg onload=alert(1)>) <img src="data:image/png;base64,AAAA">',
  jsimg: "![i](javascript:alert(1))",
  iframe: '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  style: '<style>body{display:none}</style><p style="color:red">s</p>',
  form: '<form action="https://evil.example"><input name=a><button formaction="javascript:alert(1)">b</button></form>',
  svg: '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
  meta: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  base: '<base href="https://evil.example/">',
  object: '<object data="x.swf"></object><embed src="x.swf">',
  link: '<link rel="stylesheet" href="https://evil.example/x.css">',
  nameclobber: '<img name="getElementById"><form name="x"></form><a id="__proto__">p</a>',
  math: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  noscript: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  template: "<template><script>alert(1)</script></template>",
  details: '<details open ontoggle="alert(1)"><summary>s</summary>x</details>',
  video: '<video src="x" poster="javascript:alert(1)"></video>',
  autolink: "<javascript:alert(1)>",
  ref: "[x][r]\n\n[r]: javascript:alert(1)"
};
for (const [k, v] of Object.entries(vectors)) console.log(k.padEnd(12), JSON.stringify(parseMarkdown({ file: "f.md", relPath: "f.md", text: v }).html));
