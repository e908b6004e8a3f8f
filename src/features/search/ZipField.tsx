import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { useZipAutocompleteLogic } from './searchPageWiring';

/**
 * The shared zip-code control (SPEC §5): an APG combobox over the zipAutocomplete
 * actor, which lives as long as the field. The search page's people filter and Book a
 * Session's location filter use it.
 */
export function ZipField({
  id,
  label,
  onChosen,
  initialText = '',
}: {
  id: string;
  label: string;
  onChosen: (value: string) => void;
  /** What the field shows at first (a location restored from the URL). */
  initialText?: string;
}) {
  // Asked of the search pages' owner (issue #60), keyed by the field's id: one flow per field on screen.
  const zip = usePageFlow('searchPages', `searchPages/zip/${id}`, useZipAutocompleteLogic(onChosen), { text: initialText });
  if (!zip) return null;
  return <ZipCombobox zip={zip} id={id} label={label} />;
}

function ZipCombobox({
  zip,
  id,
  label,
}: {
  zip: ActorRefFrom<ReturnType<typeof useZipAutocompleteLogic>>;
  id: string;
  label: string;
}) {
  const s = useSelector(zip, (snapshot) => snapshot);
  const { text, suggestions, highlighted } = s.context;
  const open = s.hasTag('open');
  const listbox = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div
      className="relative"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) zip.send({ type: 'zip.close' });
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        inputMode="text"
        autoComplete="off"
        placeholder="Zip code or city"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listbox}
        aria-activedescendant={open && highlighted >= 0 ? optionId(highlighted) : undefined}
        value={text}
        onChange={(e) => zip.send({ type: 'zip.input', text: e.target.value })}
        onKeyDown={(e) => {
          if (e.nativeEvent.isComposing) return;
          const events = { ArrowDown: 'zip.highlightNext', ArrowUp: 'zip.highlightPrevious', Enter: 'zip.choose' } as const;
          const type = events[e.key as keyof typeof events];
          if (type) {
            e.preventDefault();
            zip.send({ type });
          }
          if (e.key === 'Escape') zip.send({ type: 'zip.escape' });
          else if (e.key === 'Tab') zip.send({ type: 'zip.close' });
        }}
        className="focus-ring mt-1 h-10 w-56 rounded-[var(--radius)] border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-300"
      />
      <div
        role="listbox"
        id={listbox}
        aria-label={`${label} suggestions`}
        className={`${open ? '' : 'hidden'} absolute z-30 mt-1 w-56 rounded-[var(--radius)] border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900`}
      >
        {suggestions.map((z, i) => (
          <div
            key={z.zip_code || z.location}
            id={optionId(i)}
            role="option"
            aria-selected={i === highlighted}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => zip.send({ type: 'zip.choose', index: i })}
            className={`cursor-pointer px-3 py-2 text-slate-900 dark:text-slate-100 ${i === highlighted ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
          >
            {z.location}
          </div>
        ))}
      </div>
      {open && suggestions.length === 0 && (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">No US zip code or town starts like that.</p>
      )}
    </div>
  );
}
