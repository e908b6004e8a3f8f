import { useEffect, useState } from 'react';
import { useChatServer } from './useChatServer';

/**
 * A group's picture as something an <img> can show. Pictures uploaded here are read with the
 * token (chatServer.picture, which sends it only to this API), once per address per page load:
 * an address names one picture forever, so the object URL is kept while the app runs. Any other
 * address (a person's avatar) is used as it is, at once.
 */
const pictures = new Map<string, Promise<string | null>>();
const UPLOADED_PICTURE = /\/chat-server\/v2\/picture\/[0-9a-f-]{36}$/;
export function usePicture(url: string | null): string | null {
  const service = useChatServer();
  const withToken = url !== null && UPLOADED_PICTURE.test(url);
  const [loaded, setLoaded] = useState<{ url: string; shown: string | null } | null>(null);
  useEffect(() => {
    if (!url || !withToken) return;
    let current = true;
    let loading = pictures.get(url);
    if (!loading) {
      loading = service()
        .then(async (chat) => URL.createObjectURL(await chat.picture(url)))
        .catch(() => null);
      // A failed read is tried again the next time the picture is shown.
      void loading.then((shown) => shown ?? pictures.delete(url));
      pictures.set(url, loading);
    }
    void loading.then((shown) => current && setLoaded({ url, shown }));
    return () => {
      current = false;
    };
  }, [service, url, withToken]);
  if (!url) return null;
  if (!withToken) return url;
  return loaded?.url === url ? loaded.shown : null;
}
