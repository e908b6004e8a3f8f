import { useEffect, useRef } from 'react';
import {
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
} from 'lexical';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { PlacedPicture } from '../../../machines/community/composer.machine';
import { PictureNode } from './PictureNode';

/** The selection still points at nodes of the editor as it is now (a clone can outlive them). */
function $stillThere(selection: BaseSelection): boolean {
  if ($isRangeSelection(selection)) {
    return [selection.anchor, selection.focus].every((point) => {
      const node = $getNodeByKey(point.key);
      if (!node || !node.isAttached()) return false;
      return (
        point.offset <=
        (point.type === 'text'
          ? node.getTextContentSize()
          : ((node as { getChildrenSize?: () => number }).getChildrenSize?.() ?? 0))
      );
    });
  }
  return selection.getNodes().every((node) => node.isAttached());
}

/**
 * Inside the composer's editor: remembers the editor's last selection (the caret, or what was
 * selected) before choosing a file, the upload and the picture's words take the focus away, and
 * puts the composer's `placing` picture there (replacing a selection), or at the end when the
 * editor never had one. The body then reaches the composer by the editor's own change; the focus
 * comes back to the editor, after the picture.
 */
export function PicturePlacer({ picture, onPlaced }: { picture: PlacedPicture | null; onPlaced: () => void }) {
  const [editor] = useLexicalComposerContext();
  const last = useRef<BaseSelection | null>(null);
  const placed = useRef<PlacedPicture | null>(null);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (selection) last.current = selection.clone();
        });
      }),
    [editor],
  );
  useEffect(() => {
    if (!picture || placed.current === picture) return;
    placed.current = picture;
    editor.update(
      () => {
        const remembered = last.current;
        if (remembered && $stillThere(remembered)) $setSelection(remembered.clone());
        else $getRoot().selectEnd();
        $insertNodes([new PictureNode(picture.src, picture.altText)]);
      },
      { onUpdate: () => editor.focus() },
    );
    onPlaced();
  }, [editor, picture, onPlaced]);
  return null;
}
