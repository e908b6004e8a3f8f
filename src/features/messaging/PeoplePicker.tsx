import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { displayName, type Person } from '../../../machines/messaging/messaging.types';
import type { PeoplePickerActorRef } from '../../../machines/messaging/peoplePicker.machine';
import { Avatar } from '../../ui/Avatar';

/**
 * A search box and the people it finds, as a list of toggle buttons (aria-pressed): `single`
 * picks one at once (New message), otherwise several are chosen (a group's participants).
 */
export function PeoplePicker({
  picker,
  label,
  single,
  exclude = [],
  onPick,
  autoFocus = false,
}: {
  picker: PeoplePickerActorRef;
  label: string;
  single?: boolean;
  exclude?: number[];
  onPick?: (person: Person) => void;
  /** First in its dialog: the dialog opens with the box focused, ready for a name. */
  autoFocus?: boolean;
}) {
  const s = useSelector(picker, (snapshot) => snapshot);
  const id = useId();
  const people = s.context.people.filter((p) => !exclude.includes(p.user_id));
  const chosen = (p: Person) => s.context.chosen.some((c) => c.user_id === p.user_id);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        value={s.context.text}
        onChange={(e) => picker.send({ type: 'picker.type', text: e.target.value })}
        className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
      />
      <div role="status" aria-live="polite" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {s.hasTag('searching')
          ? 'Searching…'
          : s.hasTag('failed')
            ? 'The search failed. Type again to retry.'
            : s.context.text.trim() && people.length === 0
              ? 'Nobody found.'
              : people.length
                ? `${people.length} found.`
                : ''}
      </div>
      {people.length ? (
        <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto" aria-label="People found">
          {people.map((p) => (
            <li key={p.user_id}>
              <button
                type="button"
                aria-pressed={single ? undefined : chosen(p)}
                onClick={() => (single ? onPick?.(p) : picker.send({ type: 'picker.toggle', person: p }))}
                className={`focus-ring flex w-full items-center gap-3 rounded-[var(--radius)] p-2 text-start hover:bg-slate-100 dark:hover:bg-slate-800 ${
                  !single && chosen(p) ? 'bg-brand-50 dark:bg-slate-800' : ''
                }`}
              >
                <Avatar src={p.profile_picture} name={displayName(p)} id={p.user_id} size={32} />
                <span className="flex-1" dir="auto">
                  {displayName(p)}
                </span>
                {!single && chosen(p) ? <span className="text-sm font-semibold">Chosen</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!single && s.context.chosen.length ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Chosen:</span> {s.context.chosen.map(displayName).join(', ')}
        </p>
      ) : null}
    </div>
  );
}
