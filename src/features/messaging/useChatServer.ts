import { useMemo } from 'react';
import { useAppSystem } from '../../system/context';

/**
 * The chat server's client (src/services/chatServer.ts), loaded with /people-chat through
 * deps.api().chatServer(): what the feature's machines and hooks call.
 */
export function useChatServer() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).chatServer(), [api]);
}
