import { matchParts, type SearchOption } from '../../../machines/search/searchOptions';
import { Icon } from '../../ui/icons';

type Send = (event: { type: 'search.choose'; index: number }) => void;

/**
 * The open list under the header's search box: recent searches with Clear, or the
 * suggestions grouped under Providers and People, each closed by its View More (or one
 * View More when there are no suggestions). Its code loads the
 * first time the box takes focus (HeaderSearch), not with the page.
 */
export default function SearchList({
  id,
  recent,
  options,
  highlightedId,
  typed,
  send,
  onClear,
}: {
  id: string;
  recent: boolean;
  options: SearchOption[];
  highlightedId: string | undefined;
  typed: string;
  send: Send;
  onClear: () => void;
}) {
  return (
    <>
      {recent && (
        <div className="flex items-center justify-between px-3 pt-2 pb-1">
          <h2 id="global-search-recent" className="text-xs font-semibold text-slate-700 uppercase dark:text-slate-300">
            Recent searches
          </h2>
          {options.length > 0 && (
            <button
              type="button"
              className="focus-ring rounded px-2 py-1 text-xs font-medium text-brand-700 hover:underline dark:text-sky-300"
              onMouseDown={(e) => e.preventDefault()}
              onClick={onClear}
            >
              Clear
            </button>
          )}
        </div>
      )}
      {recent && options.length === 0 && <p className="px-3 pb-2 text-slate-700 dark:text-slate-300">No recent searches.</p>}
      <div role="listbox" id={id} aria-label={recent ? 'Recent searches' : 'Search suggestions'} className="py-1">
        {recent ? (
          options.map((option, index) => (
            <Option
              key={option.id}
              option={option}
              index={index}
              highlighted={highlightedId === option.id}
              typed=""
              send={send}
            />
          ))
        ) : (
          <SuggestionGroups options={options} highlightedId={highlightedId} typed={typed} send={send} />
        )}
      </div>
    </>
  );
}

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
  const groups: Array<[label: string, kind: SearchOption['kind'], filter: number]> = [
    ['Providers', 'provider', 3],
    ['People', 'user', 1],
  ];
  return (
    <>
      {groups.map(([label, kind, filter]) => {
        const members = options
          .map((option, index) => ({ option, index }))
          .filter(({ option }) => option.kind === kind || (option.kind === 'view more' && option.filter === filter));
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
        .filter(({ option }) => option.kind === 'view more' && option.filter === undefined)
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
          View More{' '}
          <span className="sr-only">{option.filter === 3 ? 'providers' : option.filter === 1 ? 'people' : 'results'} for </span>
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
