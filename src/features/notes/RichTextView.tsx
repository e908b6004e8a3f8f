import type { CSSProperties, ReactNode } from 'react';
import { isStoredPicture, PICTURE_NODE, richTextPlain, richTextProblem } from '../../../contract/notes-rich-text';
import { RICH_TEXT_THEME } from './richTextTheme';

/*
 * A stored body, read-only, without Lexical (issue #38: a post page no longer loads the editor's
 * 93 kB to show one). The body is Lexical's JSON, which the contract checks first
 * (contract/notes-rich-text.ts): only paragraphs, headings, quotes and lists holding text, line
 * breaks, links (http, https, mailto) and, for a post, pictures this server stored. Each node
 * becomes a React element as Lexical's own DOM would be, with the editor's classes
 * (richTextTheme.ts); text is text, never HTML. A body the contract refuses is shown as plain text.
 */

type Node = Record<string, unknown> & { type: string; children?: Node[] };

/** Lexical's text format bits (TextNode `format`). */
const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
} as const;

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
/** A link's address the text may carry (the editor's link button takes the same). */
export const SAFE_URL = /^(https?:\/\/|mailto:)\S+$/i;

/** What Lexical writes on a block: its direction, alignment and indent. */
function blockProps(node: Node): { dir?: 'ltr' | 'rtl'; style?: CSSProperties } {
  const dir = node.direction === 'ltr' || node.direction === 'rtl' ? node.direction : undefined;
  const style: CSSProperties = {};
  if (typeof node.format === 'string' && ALIGN.has(node.format)) style.textAlign = node.format as CSSProperties['textAlign'];
  if (typeof node.indent === 'number' && node.indent > 0) style.paddingInlineStart = `${Math.min(node.indent, 10) * 40}px`;
  return { ...(dir ? { dir } : {}), ...(Object.keys(style).length ? { style } : {}) };
}

function text(node: Node, key: number): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0;
  let out: ReactNode = String(node.text ?? '');
  const has = (bit: number) => (format & bit) !== 0;
  if (has(FORMAT.code)) out = <code>{out}</code>;
  if (has(FORMAT.highlight)) out = <mark>{out}</mark>;
  if (has(FORMAT.subscript)) out = <sub>{out}</sub>;
  if (has(FORMAT.superscript)) out = <sup>{out}</sup>;
  if (has(FORMAT.strikethrough)) out = <s>{out}</s>;
  if (has(FORMAT.underline)) out = <span className={RICH_TEXT_THEME.text.underline}>{out}</span>;
  if (has(FORMAT.italic)) out = <em className={RICH_TEXT_THEME.text.italic}>{out}</em>;
  if (has(FORMAT.bold)) out = <strong className={RICH_TEXT_THEME.text.bold}>{out}</strong>;
  return <span key={key}>{out}</span>;
}

function render(node: Node, key: number, picturePath: string | undefined): ReactNode {
  const children = (node.children ?? []).map((child, i) => render(child, i, picturePath));
  switch (node.type) {
    case 'text':
      return text(node, key);
    case 'linebreak':
      return <br key={key} />;
    case 'link':
    case 'autolink': {
      const url = typeof node.url === 'string' && SAFE_URL.test(node.url) ? node.url : undefined;
      if (!url) return <span key={key}>{children}</span>;
      return (
        <a key={key} href={url} rel="noreferrer" className={RICH_TEXT_THEME.link}>
          {children}
        </a>
      );
    }
    case PICTURE_NODE: {
      if (picturePath === undefined || !isStoredPicture(node.src, picturePath)) return null;
      return (
        <span key={key} className={RICH_TEXT_THEME.picture.frame}>
          <img src={node.src} alt={String(node.altText ?? '')} loading="lazy" className={RICH_TEXT_THEME.picture.image} />
        </span>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className={RICH_TEXT_THEME.paragraph} {...blockProps(node)}>
          {children.length ? children : <br />}
        </p>
      );
    case 'heading': {
      const Tag = (HEADINGS.has(String(node.tag)) ? node.tag : 'h2') as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      const className = (RICH_TEXT_THEME.heading as Record<string, string>)[Tag];
      return (
        <Tag key={key} className={className} {...blockProps(node)}>
          {children.length ? children : <br />}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={key} className={RICH_TEXT_THEME.quote} {...blockProps(node)}>
          {children}
        </blockquote>
      );
    case 'list': {
      if (node.listType === 'number') {
        const start = typeof node.start === 'number' && node.start !== 1 ? node.start : undefined;
        return (
          <ol key={key} className={RICH_TEXT_THEME.list.ol} start={start} {...blockProps(node)}>
            {children}
          </ol>
        );
      }
      return (
        <ul key={key} className={RICH_TEXT_THEME.list.ul} {...blockProps(node)}>
          {children}
        </ul>
      );
    }
    case 'listitem': {
      // A list inside an item is Lexical's nesting: the item holds only that list, unmarked.
      const nested = node.children?.length === 1 && node.children[0]?.type === 'list';
      return (
        <li key={key} className={nested ? 'list-none' : RICH_TEXT_THEME.list.listitem}>
          {node.checked === true ? <span className="sr-only">(done) </span> : null}
          {children}
        </li>
      );
    }
    default:
      // The contract admits no other node; whatever passed it anyway is left out.
      return null;
  }
}

/** A stored body, read-only: its Lexical JSON as elements, or as plain text when it is not an accepted tree. */
export function RichTextView({
  body,
  label,
  pictures,
}: {
  body: unknown;
  /** Names the text for assistive technology (a post's body). */
  label?: string;
  /** Pictures allowed in the text (a community post's): the path stored pictures are served from. */
  pictures?: { path: string };
}) {
  const root = (body as { root?: Node } | null)?.root;
  if (richTextProblem(body, { picturePath: pictures?.path }) || !root?.children?.length) {
    return <p className="whitespace-pre-wrap">{richTextPlain(body)}</p>;
  }
  return (
    <div role={label ? 'group' : undefined} aria-label={label} className="px-1 py-1 break-words whitespace-pre-wrap">
      {root.children.map((child, i) => render(child, i, pictures?.path))}
    </div>
  );
}
