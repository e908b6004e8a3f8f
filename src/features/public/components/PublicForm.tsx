import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { FormErrors, FormValues, PublicFormActorRef } from '../../../../machines/publicForm/publicForm.machine';

const NO_ERRORS: FormErrors = {};
import { focusRing, primaryButton } from '../styles';

const fieldClass = `${focusRing} mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 read-only:bg-slate-50 aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:read-only:bg-slate-900 dark:aria-invalid:border-red-400`;
const labelClass = 'block text-sm font-semibold text-slate-900 dark:text-white';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

export interface PublicFormField {
  name: string;
  label: ReactNode;
  kind?: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  hint?: string;
}

/**
 * A public page's form that works before (and without) its script: a real <form> posting to the
 * server, which answers with a page of its own (issue #63.13). Once the page's script runs, the
 * actor (machines/publicForm) takes the submit over and answers in place: what to correct, with
 * focus on it, or `confirmation`, with focus on it. Hidden fields go to the server as they are.
 */
export function PublicForm({
  form,
  initial,
  action,
  title,
  fields,
  hidden = {},
  submitLabel,
  sendingLabel,
  confirmation,
  headingLevel,
}: {
  /**
   * The form's flow, asked of the public pages' owner: absent while prerendering and during the
   * hydrating render (the form is then the plain one a browser posts), there once the page runs.
   */
  form: PublicFormActorRef | undefined;
  /** What the fields hold before the flow runs (the flow's own input). */
  initial: FormValues;
  /** Where the browser posts it without scripts. */
  action: string;
  /** The form's accessible name. */
  title: string;
  fields: readonly PublicFormField[];
  hidden?: Record<string, string>;
  submitLabel: string;
  sendingLabel: string;
  /** What is shown once the server took it (its heading gets the focus). */
  confirmation: (receipt: unknown, values: Readonly<Record<string, string>>) => { heading: string; body: ReactNode };
  /** The confirmation heading's level, under the page's headings (an h2 on a page of its own, an h4 in a card). */
  headingLevel: 2 | 3 | 4;
}) {
  const id = useId();
  const s = useSelector(form, (snapshot) => snapshot);
  const { values, errors, failure, receipt } = s?.context ?? { values: initial, errors: NO_ERRORS, failure: null, receipt: null };
  const sent = s?.hasTag('sent') ?? false;
  const sending = s?.hasTag('sending') ?? false;
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const shownError = s?.hasTag('error') ?? false;
  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else if (shownError) summaryRef.current?.focus();
  }, [sent, shownError, failure, errors]);

  if (sent) {
    const done = confirmation(receipt, values);
    const Heading = `h${headingLevel}` as const;
    return (
      <div role="status" className="rounded-2xl border border-teal-700 bg-teal-50 p-5 dark:border-teal-300 dark:bg-slate-800">
        <Heading ref={doneRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
          {done.heading}
        </Heading>
        <div className="mt-2 text-slate-700 dark:text-slate-200">{done.body}</div>
      </div>
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const wrong = fields.filter((f) => errors[f.name]);
  // Without the flow (before the page's script runs) the browser posts the form itself. With it,
  // the flow gets what the inputs hold, typed before it ran or after.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form) return;
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    form.send({
      type: 'form.submit',
      values: Object.fromEntries(fields.map((f) => [f.name, String(typed.get(f.name) ?? '')])),
    });
  };
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      aria-busy={sending || undefined}
      className="space-y-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {shownError && (failure || wrong.length > 0) ? (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 dark:border-red-300 dark:bg-slate-900 dark:text-red-200"
        >
          {failure ? <p>{failure}</p> : <p>Please correct what is marked below.</p>}
          {wrong.length ? (
            <ul className="mt-1 list-disc ps-5">
              {wrong.map((f) => (
                <li key={f.name}>
                  <a href={`#${fieldId(f.name)}`} className="underline">
                    {errors[f.name]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {fields.map((f) => {
        const describedBy = [f.hint ? `${fieldId(f.name)}-hint` : '', errors[f.name] ? errorId(f.name) : '']
          .filter(Boolean)
          .join(' ');
        const common = {
          id: fieldId(f.name),
          name: f.name,
          // The input keeps its text (as the browser's own form does); the flow hears each change.
          defaultValue: values[f.name] ?? '',
          onChange: (e: { currentTarget: { value: string } }) =>
            form?.send({ type: 'field.change', field: f.name, value: e.currentTarget.value }),
          'aria-invalid': errors[f.name] ? true : undefined,
          'aria-describedby': describedBy || undefined,
          readOnly: sending,
          className: fieldClass,
          ...(f.autoComplete ? { autoComplete: f.autoComplete } : {}),
        };
        return (
          <div key={f.name}>
            <label htmlFor={fieldId(f.name)} className={labelClass}>
              {f.label}
            </label>
            {f.hint ? (
              <p id={`${fieldId(f.name)}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {f.hint}
              </p>
            ) : null}
            {f.kind === 'textarea' ? <textarea {...common} rows={5} /> : <input {...common} type={f.kind ?? 'text'} />}
            {errors[f.name] ? (
              <p id={errorId(f.name)} className={errorClass}>
                {errors[f.name]}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={primaryButton} aria-disabled={sending || undefined}>
        {sending ? sendingLabel : submitLabel}
      </button>
    </form>
  );
}
