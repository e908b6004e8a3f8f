import { Avatar } from '../../ui/Avatar';
import { usePicture } from './usePicture';

/** A conversation's picture: a person's avatar, or a group's picture read with the token. */
export function ChatAvatar({ src, name, id, size }: { src: string | null; name: string; id?: number | undefined; size: number }) {
  return <Avatar src={usePicture(src)} name={name} id={id} size={size} />;
}
