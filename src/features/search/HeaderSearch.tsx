import { useRef, type KeyboardEvent } from 'react';
import { matchParts, recentOptions, suggestionOptions, type SearchOption } from '../../../machines/search/search.machine';
import { Icon } from '../../ui/icons';
import { useSystemActor, useSystemSelector, useSystemTag } from '../../system/context';

const LISTBOX = 'global-search-listbox';
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
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);

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
        type="button"
        className="focus-ring inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label="Show search"
        aria-expanded={revealed}
        aria-controls="global-search-box"
        onClick={() => {
          layout?.send({ type: revealed ? 'search.conceal' : 'search.reveal' });
          if (!revealed) requestAnimationFrame(() => input.current?.focus());
        }}
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
                onFocus={() => send({ type: 'search.focus' })}
                onChange={(e) => send({ type: 'search.input', text: e.target.value })}
                onCompositionStart={() => send({ type: 'search.compositionStart' })}
                onCompositionEnd={(e) => send({ type: 'search.compositionEnd', text: e.currentTarget.value })}
                onKeyDown={onKeyDown}
                className="focus-ring h-10 w-full rounded-[var(--radius)] border border-slate-300 bg-white ps-10 pe-3 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-300"
              />
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
            {showingRecent && listShown && (
              <div className="flex items-center justify-between px-3 pt-2 pb-1">
                <h2 id="global-search-recent" className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
                  Recent searches
                </h2>
                {options.length > 0 && (
                  <button
                    type="button"
                    className="focus-ring rounded px-2 py-1 text-xs font-medium text-brand-700 hover:underline dark:text-sky-300"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      send({ type: 'search.clearHistory' });
                      input.current?.focus();
                    }}
                  >
                    Clear
                  </button>
                )}
              </div>
            )}
            {showingRecent && listShown && options.length === 0 && (
              <p className="px-3 pb-2 text-slate-700 dark:text-slate-300">No recent searches.</p>
            )}
            <div
              role="listbox"
              id={LISTBOX}
              aria-label={showingRecent ? 'Recent searches' : 'Search suggestions'}
              className="py-1"
            >
              {showingRecent ? (
                options.map((option, index) => (
                  <Option
                    key={option.id}
                    option={option}
                    index={index}
                    highlighted={highlighted?.id === option.id}
                    typed=""
                    send={send}
                  />
                ))
              ) : (
                <SuggestionGroups options={options} highlightedId={highlighted?.id} typed={context?.typed ?? ''} send={send} />
              )}
            </div>
          </div>
          <div role="status" aria-live="polite" className="sr-only">
            {showingSuggestions ? `${options.length - 1} results` : ''}
          </div>
        </div>
      </div>
    </>
  );
}

type Send = (event: { type: 'search.choose'; index: number }) => void;

function SuggestionGroups({
  options,
  highlightedId,
  typed,
  send,
}: {
  options: SearchOption[];
  highlightedId: string | undefined;
  typed: string;
  send: Send;
}) {
  const groups: Array<[label: string, kind: SearchOption['kind']]> = [
    ['Providers', 'provider'],
    ['People', 'user'],
  ];
  return (
    <>
      {groups.map(([label, kind]) => {
        const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
        if (members.length === 0) return null;
        const headingId = `global-search-group-${kind.replace(' ', '-')}`;
        return (
          <div role="group" aria-labelledby={headingId} key={kind}>
            <div
              role="presentation"
              id={headingId}
              className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-700 uppercase dark:text-slate-300"
            >
              {label}
            </div>
            {members.map(({ option, index }) => (
              <Option
                key={option.id}
                option={option}
                index={index}
                highlighted={highlightedId === option.id}
                typed={typed}
                send={send}
              />
            ))}
          </div>
        );
      })}
      {options
        .map((option, index) => ({ option, index }))
        .filter(({ option }) => option.kind === 'view more')
        .map(({ option, index }) => (
          <Option key={option.id} option={option} index={index} highlighted={highlightedId === option.id} typed="" send={send} />
        ))}
    </>
  );
}

function Option({
  option,
  index,
  highlighted,
  typed,
  send,
}: {
  option: SearchOption;
  index: number;
  highlighted: boolean;
  typed: string;
  send: Send;
}) {
  const picture =
    option.kind === 'provider' ? option.provider.provider_image_url : option.kind === 'user' ? option.user.profile_picture : null;
  return (
    <div
      role="option"
      id={option.id}
      aria-selected={highlighted}
      // Keep focus in the box: the click chooses, the box does not blur first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => send({ type: 'search.choose', index })}
      className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-900 dark:text-slate-100 ${
        highlighted ? 'bg-slate-100 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
      }`}
    >
      {(option.kind === 'provider' || option.kind === 'user') &&
        (picture ? (
          <img src={picture} alt="" width={24} height={24} className="h-6 w-6 shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className="h-6 w-6 shrink-0 rounded-full bg-slate-200 dark:bg-slate-700" />
        ))}
      {option.kind === 'recent' && <Icon name="search" className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />}
      {option.kind === 'view more' ? (
        <span className="font-medium">
          View More <span className="sr-only">results for </span>
          <span className="text-slate-700 dark:text-slate-300">“{option.label}”</span>
        </span>
      ) : (
        <span className="truncate">
          {matchParts(option.label, typed).map((part, i) =>
            part.match ? (
              <mark key={i} className="bg-transparent font-semibold text-inherit">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </span>
      )}
    </div>
  );
}
