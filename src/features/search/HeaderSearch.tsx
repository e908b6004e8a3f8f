import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { recentOptions, suggestionOptions, type SearchOption } from '../../../machines/search/searchOptions';
import { Icon } from '../../ui/icons';
import { useSystemActor, useSystemSelector, useSystemTag } from '../../system/context';
import { VoiceDialogHost } from './VoiceDialogHost';

const LISTBOX = 'global-search-listbox';
/** The open list's code: fetched on the first focus (or hover), while the first answer is on its way. */
const loadList = () => import('./SearchList');
const SearchList = lazy(loadList);
const HINT = 'global-search-hint';

/**
 * The global search box (SPEC §4): an APG combobox over the `search` actor. The view
 * only renders the actor's snapshot and sends it events; every rule (debounce, recent
 * searches, what Enter does) is in machines/search. Below sm it opens as a full-screen
 * panel (the shellLayout actor's `search` region) with a close button, focus kept inside.
 */
export function HeaderSearch() {
  const search = useSystemActor('search');
  const layout = useSystemActor('shellLayout');
  const revealed = useSystemTag('shellLayout', 'search revealed');
  const context = useSystemSelector('search', (s) => s.context, null);
  const open = useSystemTag('search', 'open');
  const showingRecent = useSystemTag('search', 'showing recent');
  const showingSuggestions = useSystemTag('search', 'showing suggestions');
  const loading = useSystemTag('search', 'loading');
  const invalid = useSystemTag('search', 'invalid');
  const voice = useSystemTag('search', 'voice');
  const input = useRef<HTMLInputElement>(null);
  // Edit & Search: the dialog has closed with the words in the box, and suggestions are coming.
  const wasVoice = useRef(false);
  useEffect(() => {
    const edited = wasVoice.current && !voice && open;
    wasVoice.current = voice;
    if (!edited) return;
    // After the closing dialog has given focus back to the microphone button.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [voice, open]);
  const panel = useRef<HTMLDivElement>(null);
  // The full-screen panel (below sm) is a dialog in all but name: focus goes into its box when it
  // opens and, when it closes (Close, Escape, a choice), back to the search icon that opened it
  // (WAI-ARIA dialog pattern), unless the person has already put it somewhere else. Both once the
  // panel is drawn (an effect of the render that shows or hides it): a hidden box cannot take
  // focus, and on a busy page that render can come after the next animation frame (issue #63.15).
  const opener = useRef<HTMLButtonElement>(null);
  const wasRevealed = useRef(revealed);
  useEffect(() => {
    const opened = !wasRevealed.current && revealed;
    const closed = wasRevealed.current && !revealed;
    wasRevealed.current = revealed;
    if (opened) return void input.current?.focus();
    const active = document.activeElement;
    if (closed && (!active || active === document.body || panel.current?.contains(active))) opener.current?.focus();
  }, [revealed]);
  // The list's code is wanted from the first focus on (it then stays).
  const [listWanted, setListWanted] = useState(false);
  const wantList = () => {
    if (listWanted) return;
    void loadList();
    setListWanted(true);
  };

  const options: SearchOption[] =
    context && showingRecent
      ? recentOptions(context.recent)
      : context && showingSuggestions
        ? suggestionOptions(context.suggestions)
        : [];
  const listShown = open && (options.length > 0 || (showingRecent && !loading));
  const highlighted = context && context.highlighted >= 0 ? options[context.highlighted] : undefined;
  const send = (event: Parameters<NonNullable<typeof search>['send']>[0]) => search?.send(event);

  const conceal = () => {
    layout?.send({ type: 'search.conceal' });
    send({ type: 'search.close' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) send({ type: 'search.focus' });
        send({ type: 'search.highlightNext' });
        break;
      case 'ArrowUp':
        e.preventDefault();
        send({ type: 'search.highlightPrevious' });
        break;
      case 'Enter':
        e.preventDefault();
        send({ type: 'search.choose' });
        if (revealed) layout?.send({ type: 'search.conceal' });
        break;
      case 'Escape':
        if (open) e.preventDefault();
        send({ type: 'search.escape' });
        if (!open && revealed) conceal();
        break;
      case 'Tab':
        send({ type: 'search.close' });
        break;
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Show search"
        aria-expanded={revealed}
        aria-controls="global-search-box"
        onClick={() => layout?.send({ type: revealed ? 'search.conceal' : 'search.reveal' })}
      >
        <Icon name="search" />
      </button>
      <div
        id="global-search-box"
        ref={panel}
        role="search"
        className={`${
          // The header is a containing block for fixed children (it blurs its backdrop), so the
          // panel sizes itself to the viewport instead of relying on inset-0.
          revealed
            ? 'fixed start-0 top-0 z-50 flex h-dvh w-screen flex-col gap-2 overflow-y-auto bg-white p-3 dark:bg-slate-900'
            : 'hidden'
        } sm:static sm:z-auto sm:flex sm:w-full sm:max-w-sm sm:flex-row sm:bg-transparent sm:p-0 dark:sm:bg-transparent`}
        onBlur={(e) => {
          // Focus left the box and its list (a click outside, or Tab): close the list.
          if (!panel.current?.contains(e.relatedTarget as Node | null)) send({ type: 'search.close' });
        }}
        onKeyDown={(e) => {
          // The full-screen panel keeps focus inside: Tab from its last control returns to the box.
          if (!revealed || e.key !== 'Tab') return;
          const focusable = panel.current?.querySelectorAll<HTMLElement>('input, button');
          if (!focusable?.length) return;
          const first = focusable[0]!;
          const last = focusable[focusable.length - 1]!;
          if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault();
            first.focus();
          } else if (e.shiftKey && document.activeElement === first) {
            e.preventDefault();
            last.focus();
          }
        }}
      >
        <div className="relative w-full">
          <div className="flex items-center gap-2">
            <label htmlFor="global-search" className="sr-only">
              Search
            </label>
            <div className="relative w-full">
              <Icon
                name="search"
                className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
              />
              <input
                ref={input}
                id="global-search"
                type="text"
                role="combobox"
                placeholder="Search"
                autoComplete="off"
                spellCheck={false}
                aria-autocomplete="list"
                aria-expanded={listShown}
                aria-controls={LISTBOX}
                aria-activedescendant={listShown && highlighted ? highlighted.id : undefined}
                aria-describedby={invalid ? HINT : undefined}
                aria-invalid={invalid || undefined}
                value={context?.text ?? ''}
                onFocus={() => {
                  wantList();
                  send({ type: 'search.focus' });
                }}
                onPointerEnter={wantList}
                onChange={(e) => {
                  wantList();
                  send({ type: 'search.input', text: e.target.value });
                }}
                onCompositionStart={() => send({ type: 'search.compositionStart' })}
                onCompositionEnd={(e) => send({ type: 'search.compositionEnd', text: e.currentTarget.value })}
                onKeyDown={onKeyDown}
                className="focus-ring h-10 w-full rounded-[var(--radius)] border border-slate-300 bg-white ps-10 pe-11 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-300"
              />
              <button
                type="button"
                aria-label="Search by voice"
                aria-haspopup="dialog"
                onClick={() => send({ type: 'search.voice' })}
                className="focus-ring absolute end-1 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
              >
                <Icon name="mic" className="h-5 w-5" />
              </button>
            </div>
            {revealed && (
              <button
                type="button"
                onClick={conceal}
                aria-label="Close search"
                className="focus-ring inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <Icon name="close" />
              </button>
            )}
          </div>
          {invalid && (
            <p id={HINT} className="mt-1 text-xs text-red-700 dark:text-red-300">
              Search text can’t start with a space.
            </p>
          )}
          <div
            className={`${listShown ? '' : 'hidden'} ${
              revealed ? 'mt-2' : 'absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto shadow-lg'
            } rounded-[var(--radius)] border border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900`}
          >
            {listWanted ? (
              <Suspense fallback={<EmptyListbox recent={showingRecent} />}>
                <SearchList
                  id={LISTBOX}
                  recent={showingRecent}
                  options={options}
                  highlightedId={highlighted?.id}
                  typed={context?.typed ?? ''}
                  send={send}
                  onClear={() => {
                    send({ type: 'search.clearHistory' });
                    input.current?.focus();
                  }}
                />
              </Suspense>
            ) : (
              <EmptyListbox recent={showingRecent} />
            )}
          </div>
          <div role="status" aria-live="polite" className="sr-only">
            {showingSuggestions ? `${options.filter((o) => o.kind !== 'view more').length} results` : ''}
          </div>
        </div>
      </div>
      <VoiceDialogHost />
    </>
  );
}
/** The listbox the combobox controls, before its options' code has loaded. */
function EmptyListbox({ recent }: { recent: boolean }) {
  return <div role="listbox" id={LISTBOX} aria-label={recent ? 'Recent searches' : 'Search suggestions'} />;
}
