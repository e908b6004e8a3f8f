import { useState, type ReactNode } from 'react';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type Klass,
  type LexicalNode,
} from 'lexical';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list';
import { AutoLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { richTextProblem } from '../../../contract/notes-rich-text';
import { Button } from '../../ui/Button';
import { RICH_TEXT_THEME } from './richTextTheme';
import { SAFE_URL } from './RichTextView';

/*
 * A note's rich text with Lexical (its own chunk, with the editor dialog): headings, lists, bold,
 * italic and links, kept as Lexical's JSON. Stored JSON is shown read-only by RichTextView.tsx,
 * without Lexical and never as HTML.
 */

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode];

/**
 * Pictures in the text, for a community post (a note has none): the node that shows one and the
 * path stored pictures are served from (contract/notes-rich-text.ts `RichTextOptions`).
 */
export interface RichTextPictures {
  node: Klass<LexicalNode>;
  path: string;
}
const nodesWith = (pictures: RichTextPictures | undefined) => (pictures ? [...NODES, pictures.node] : NODES);

const hasBlocks = (body: unknown) => ((body as { root?: { children?: unknown[] } } | null)?.root?.children?.length ?? 0) > 0;

function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const toggleHeading = () =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const block = selection.anchor.getNode().getTopLevelElementOrThrow();
      const next = $isHeadingNode(block) ? $createParagraphNode() : $createHeadingNode('h2');
      next.append(...block.getChildren());
      block.replace(next);
      next.selectEnd();
    });
  const tool = 'px-2 py-1 text-xs';
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1 dark:border-slate-700"
    >
      <Button variant="ghost" className={tool} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        Bold
      </Button>
      <Button variant="ghost" className={tool} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        Italic
      </Button>
      <Button variant="ghost" className={tool} onClick={toggleHeading}>
        Heading
      </Button>
      <Button variant="ghost" className={tool} onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        Bulleted list
      </Button>
      <Button variant="ghost" className={tool} onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        Numbered list
      </Button>
      <Button variant="ghost" className={tool} aria-expanded={linking} onClick={() => setLinking(!linking)}>
        Link
      </Button>
      {linking ? (
        <span className="flex items-center gap-1">
          <label className="sr-only" htmlFor="note-link-url">
            Link address
          </label>
          <input
            id="note-link-url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="w-48 rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          <Button
            variant="secondary"
            className={tool}
            disabled={!SAFE_URL.test(url.trim())}
            onClick={() => {
              editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim());
              setLinking(false);
            }}
          >
            Apply link
          </Button>
        </span>
      ) : null}
    </div>
  );
}

/** The editable rich text of a note; each change the person makes is handed to `onChange` as JSON. */
export function RichTextEditor({
  body,
  onChange,
  labelId,
  placeholder = 'Write what you agreed, what to ask, what to try next.',
  pictures,
  children,
}: {
  body: unknown;
  onChange: (body: unknown) => void;
  labelId: string;
  /** What an empty editor says (a note's, unless given). */
  placeholder?: string;
  /** Pictures allowed in the text (a community post's). */
  pictures?: RichTextPictures;
  /** The caller's own plugins, inside the editor (a post's picture placer). */
  children?: ReactNode;
}) {
  const initialConfig = {
    namespace: 'note',
    theme: RICH_TEXT_THEME,
    nodes: nodesWith(pictures),
    editable: true,
    ...(hasBlocks(body) && !richTextProblem(body, { picturePath: pictures?.path }) ? { editorState: JSON.stringify(body) } : {}),
    onError: (error: Error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rounded-[var(--radius)] border border-slate-300 dark:border-slate-600">
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelId}
                aria-multiline
                className="focus-ring min-h-40 px-3 py-2 outline-none"
                aria-placeholder={placeholder}
                placeholder={
                  <p className="pointer-events-none absolute left-3 top-3 text-slate-500 dark:text-slate-400">{placeholder}</p>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={(u) => SAFE_URL.test(u)} />
      <OnChangePlugin
        ignoreSelectionChange
        ignoreHistoryMergeTagChange
        onChange={(state: EditorState) => onChange(state.toJSON())}
      />
      {children}
    </LexicalComposer>
  );
}
