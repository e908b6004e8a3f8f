import { useMemo } from 'react';
import { useChatServer } from './useChatServer';

/** The attachment's bytes as an object URL (the token is a header, so an <img src> cannot fetch it). */
export function useChatFiles() {
  const service = useChatServer();
  return useMemo(() => async (chatId: number, fileId: number) => (await service()).file(chatId, fileId), [service]);
}
