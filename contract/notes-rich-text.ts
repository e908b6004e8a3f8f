/**
 * A note's body is Lexical's serialized editor state (JSON), never HTML. The server stores only
 * bodies this accepts, and the client renders only what it accepts: a root of paragraphs,
 * headings, quotes and lists holding text, line breaks and links (http, https or mailto).
 * Anything else (an unknown node type, a script: URL, a style, a huge or deep tree) is refused
 * with a sentence saying what. A community post may also hold pictures (`RichTextOptions`).
 */

export const RICH_TEXT_LIMITS = {
  /** Characters of text in one note, all nodes together. */
  text: 20_000,
  nodes: 4_000,
  depth: 10,
  url: 2_048,
  /** Bytes of the stored JSON (the checked projection, UTF-8) of one post or note. */
  json: 150_000,
} as const;

const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'list']);
const INLINES = new Set(['text', 'linebreak', 'link', 'autolink']);
const LIST_CHILDREN = new Set(['listitem']);
const ITEM_CHILDREN = new Set([...INLINES, 'list']);
const LINK_CHILDREN = new Set(['text', 'linebreak']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LIST_TYPES = new Set(['bullet', 'number', 'check']);
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/**
 * A picture in the text (community posts only; a note has none): Lexical's `image` node naming a
 * picture this server stored (`src` is exactly `path` and an upload's key: no other host, no data:
 * or http address) with the words a person typed for those who cannot see it (`altText`).
 */
export const PICTURE_NODE = 'image';
export const PICTURE_ALT_MAX = 300;
const PICTURE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export interface RichTextOptions {
  /** Pictures are allowed, each stored under this path (e.g. '/public/community/v1/pictures/'). */
  picturePath?: string;
}

/** Whether `src` names a stored picture under `path` (the path and a key, nothing else). */
export function isStoredPicture(src: unknown, path: string): src is string {
  return typeof src === 'string' && src.startsWith(path) && PICTURE_KEY.test(src.slice(path.length));
}

/** The pictures a body shows (their `src`), in order: the server checks each was stored by the writer. */
export function richTextPictures(value: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!isObject(node)) return;
    if (node.type === PICTURE_NODE && typeof node.src === 'string') out.push(node.src);
    if (Array.isArray(node.children)) node.children.forEach(walk);
  };
  if (isObject(value) && isObject(value.root)) walk(value.root);
  return out;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a body, in words, or undefined when it is an allowed Lexical tree. */
export function richTextProblem(value: unknown, options: RichTextOptions = {}): string | undefined {
  const pictures = options.picturePath;
  if (!isObject(value) || !isObject(value.root) || value.root.type !== 'root') return 'must be a Lexical editor state';
  let nodes = 0;
  let chars = 0;
  const visit = (node: unknown, depth: number, allowed: Set<string>): string | undefined => {
    if (!isObject(node) || typeof node.type !== 'string') return 'has a node without a type';
    if (++nodes > RICH_TEXT_LIMITS.nodes) return `has more than ${RICH_TEXT_LIMITS.nodes} parts`;
    if (depth > RICH_TEXT_LIMITS.depth) return `is nested more than ${RICH_TEXT_LIMITS.depth} levels deep`;
    const type = node.type;
    if (pictures !== undefined && type === PICTURE_NODE && (allowed === INLINES || allowed === ITEM_CHILDREN)) {
      if (!isStoredPicture(node.src, pictures)) return 'may only show a picture uploaded here';
      const alt = typeof node.altText === 'string' ? node.altText.trim() : '';
      if (!alt) return 'needs words describing each picture';
      if (alt.length > PICTURE_ALT_MAX) return `must describe a picture in ${PICTURE_ALT_MAX} characters or fewer`;
      return undefined;
    }
    if (!allowed.has(type)) return `may not contain a ${type.slice(0, 30)}`;
    if (type === 'text') {
      if (typeof node.text !== 'string') return 'has a text without its text';
      if (typeof node.style === 'string' && node.style !== '') return 'may not carry styles';
      chars += node.text.length;
      return chars > RICH_TEXT_LIMITS.text ? `must be ${RICH_TEXT_LIMITS.text} characters or fewer` : undefined;
    }
    if (type === 'linebreak') return undefined;
    if (type === 'heading' && !HEADING_TAGS.has(String(node.tag))) return 'has a heading of an unknown level';
    if (type === 'list' && !LIST_TYPES.has(String(node.listType))) return 'has a list of an unknown kind';
    if (type === 'link' || type === 'autolink') {
      const url = node.url;
      if (typeof url !== 'string' || url.length > RICH_TEXT_LIMITS.url || !SAFE_URL.test(url.trim()))
        return 'may only link to http, https or mailto addresses';
    }
    if (!Array.isArray(node.children)) return `has a ${type} without children`;
    const inner =
      type === 'list'
        ? LIST_CHILDREN
        : type === 'listitem'
          ? ITEM_CHILDREN
          : type === 'link' || type === 'autolink'
            ? LINK_CHILDREN
            : INLINES;
    for (const child of node.children) {
      const problem = visit(child, depth + 1, inner);
      if (problem) return problem;
    }
    return undefined;
  };
  if (!Array.isArray(value.root.children)) return 'must be a Lexical editor state';
  for (const block of value.root.children) {
    const problem = visit(block, 1, BLOCKS);
    if (problem) return problem;
  }
  return undefined;
}

/** A property a node may keep: a short string, a finite number, a boolean or null. */
const SHORT = 64;
const ELEMENT = ['type', 'version', 'direction', 'format', 'indent', 'textFormat', 'textStyle'];
const KEPT: Record<string, readonly string[]> = {
  root: ['type', 'version', 'direction', 'format', 'indent'],
  paragraph: ELEMENT,
  quote: ELEMENT,
  heading: [...ELEMENT, 'tag'],
  list: [...ELEMENT, 'listType', 'start', 'tag'],
  listitem: [...ELEMENT, 'value', 'checked'],
  link: [...ELEMENT, 'url', 'rel', 'target', 'title'],
  autolink: [...ELEMENT, 'url', 'rel', 'target', 'title', 'isUnlinked'],
  text: ['type', 'version', 'text', 'format', 'detail', 'mode', 'style'],
  linebreak: ['type', 'version'],
  [PICTURE_NODE]: ['type', 'version', 'src', 'altText'],
};
/** Properties whose length richTextProblem already bounds: kept whole. */
const CONTENT = new Set(['text', 'url', 'src', 'altText']);
const HAS_CHILDREN = new Set(['root', 'paragraph', 'quote', 'heading', 'list', 'listitem', 'link', 'autolink']);

/**
 * What is stored of a body richTextProblem accepted: each node with only the properties Lexical
 * writes for its type (a short string, a number, a boolean or null; anything else dropped) and its
 * children. Unknown properties, however large, are not kept (issue #57 item 5).
 */
export function richTextProjection(value: unknown): { root: Json } {
  const project = (node: Json): Json => {
    const type = String(node.type);
    const out: Json = {};
    for (const key of KEPT[type] ?? ['type', 'version']) {
      const v = node[key];
      if (
        v === null ||
        typeof v === 'boolean' ||
        (typeof v === 'number' && Number.isFinite(v)) ||
        (typeof v === 'string' && (CONTENT.has(key) || v.length <= SHORT))
      )
        out[key] = v;
    }
    if (HAS_CHILDREN.has(type)) out.children = (Array.isArray(node.children) ? node.children : []).filter(isObject).map(project);
    return out;
  };
  const root = isObject(value) && isObject(value.root) ? value.root : { type: 'root', children: [] };
  return { root: project(root) };
}

/** The stored body's size in bytes, or a sentence when it is over RICH_TEXT_LIMITS.json. */
export function richTextSizeProblem(projection: unknown): string | undefined {
  const bytes = new TextEncoder().encode(JSON.stringify(projection)).length;
  return bytes > RICH_TEXT_LIMITS.json ? `must be ${RICH_TEXT_LIMITS.json / 1000} kB or less` : undefined;
}

/** The plain text of an accepted body (blocks on their own lines): for previews and search. */
export function richTextPlain(value: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown): string => {
    if (!isObject(node)) return '';
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
    if (node.type === 'linebreak') return '\n';
    return Array.isArray(node.children) ? node.children.map(walk).join(node.type === 'list' ? '\n' : '') : '';
  };
  if (isObject(value) && isObject(value.root) && Array.isArray(value.root.children))
    for (const block of value.root.children) out.push(walk(block));
  return out.join('\n').trim();
}

/** An editor state holding one paragraph of `text` (seed data, tests, a new note's empty body). */
export function plainRichText(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: text ? [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] : [],
      })),
    },
  };
}
