import type { JSX } from 'react';
import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import { PICTURE_PATH } from '../../../contract/community-pictures';
import { isStoredPicture, PICTURE_NODE } from '../../../contract/notes-rich-text';
import { RICH_TEXT_THEME } from '../notes/richTextTheme';

export type SerializedPictureNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>;

/**
 * A picture in a post's body: Lexical's `image` node holding a picture this server stored (its path
 * and key, the contract's rule) and its alt text. It renders an <img> with React (never HTML from
 * the body); a `src` that is not a stored picture renders nothing, whatever reached the client.
 */
export class PictureNode extends DecoratorNode<JSX.Element | null> {
  __src: string;
  __altText: string;

  static override getType(): string {
    return PICTURE_NODE;
  }

  static override clone(node: PictureNode): PictureNode {
    return new PictureNode(node.__src, node.__altText, node.__key);
  }

  static override importJSON(json: SerializedPictureNode): PictureNode {
    return new PictureNode(String(json.src ?? ''), String(json.altText ?? ''));
  }

  constructor(src: string, altText: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
  }

  override exportJSON(): SerializedPictureNode {
    return { ...super.exportJSON(), type: PICTURE_NODE, version: 1, src: this.__src, altText: this.__altText };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = RICH_TEXT_THEME.picture.frame;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): JSX.Element | null {
    if (!isStoredPicture(this.__src, PICTURE_PATH)) return null;
    return <img src={this.__src} alt={this.__altText} loading="lazy" className={RICH_TEXT_THEME.picture.image} />;
  }
}

export const $isPictureNode = (node: LexicalNode | null | undefined): node is PictureNode => node instanceof PictureNode;

/** What the notes' editor and view need to show a post's pictures. */
export const POST_PICTURES = { node: PictureNode, path: PICTURE_PATH };
