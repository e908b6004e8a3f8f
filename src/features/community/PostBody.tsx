import { RichTextView } from '../notes/RichText';
import { POST_PICTURES } from './PictureNode';

/** A post's body, read-only: the notes' Lexical view with the post's pictures (its own chunk, with Lexical). */
export default function PostBody({ body, label }: { body: unknown; label: string }) {
  return <RichTextView body={body} label={label} pictures={POST_PICTURES} />;
}
