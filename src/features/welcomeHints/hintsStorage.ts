import type { HintName, SeenHints } from '../../../machines/welcomeHints/welcomeHints.machine';

/**
 * SPEC §4: which welcome hints a person has seen, per user e-mail, in local
 * storage. Preferences, not secrets: no tokens, only e-mail → seen flags.
 */
const KEY = 'neurohealth.welcome-hints';

type Store = Record<string, Partial<SeenHints>>;

function readStore(): Store {
  const raw = window.localStorage.getItem(KEY);
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
}

const normalise = (email: string) => email.trim().toLowerCase();

export function readSeenHints(email: string): SeenHints {
  let entry: Partial<SeenHints> | undefined;
  try {
    entry = readStore()[normalise(email)];
  } catch {
    entry = undefined; // unreadable or tampered: start afresh
  }
  return { welcome: entry?.welcome === true, tools: entry?.tools === true };
}

export function rememberHint(email: string, hint: HintName): void {
  try {
    let store: Store;
    try {
      store = readStore();
    } catch {
      store = {};
    }
    const key = normalise(email);
    store[key] = { ...store[key], [hint]: true };
    window.localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the hint may show again next visit.
  }
}
