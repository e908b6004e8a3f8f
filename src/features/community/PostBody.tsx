import { PICTURE_PATH } from '../../../contract/community-pictures';
import { RichTextView } from '../notes/RichTextView';

/** A post's body, read-only, with the post's pictures (no editor: RichTextView renders the stored JSON). */
export default function PostBody({ body, label }: { body: unknown; label: string }) {
  return <RichTextView body={body} label={label} pictures={{ path: PICTURE_PATH }} />;
}
