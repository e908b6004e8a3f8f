import '../../app.css';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import type { AdminProvider } from '../../../contract/admin-providers';
import type { Page } from '../../../machines/admin/pagedList.machine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { Pager } from './Pager';
import { ProviderEditor } from './ProviderEditor';
import { useProviderEditorLogic, useProvidersListLogic } from './providerWiring';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';

/** /admin-provider (issue #36): the directory's providers found by name, created, edited and retired with a reason. */
export function ProvidersPage() {
  const list = usePageFlow('admin', 'admin/providers/list', useProvidersListLogic(), undefined);
  const editor = usePageFlow('admin', 'admin/providers/editor', useProviderEditorLogic(), undefined);
  if (!list || !editor) return null;
  return <ProvidersPageView list={list} editor={editor} />;
}

function ProvidersPageView({
  list,
  editor,
}: {
  list: ActorRefFrom<ReturnType<typeof useProvidersListLogic>>;
  editor: ActorRefFrom<ReturnType<typeof useProviderEditorLogic>>;
}) {
  const snap = useSelector(list, (s) => s);
  const saved = useSelector(editor, (s) => s.hasTag('saved'));
  const result = snap.context.result as Page<AdminProvider> | null;
  const retired = snap.context.filters.retired === 'true';

  // Once saved or retired the table is read again, so its rows show the change.
  useEffect(() => {
    if (saved) list.send({ type: 'list.reload' });
  }, [saved, list]);

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Providers</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Audit log
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form
          role="search"
          aria-label="Providers"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => e.preventDefault()}
        >
          <label className="flex flex-col text-sm">
            Name
            <input
              className={FIELD}
              type="search"
              onChange={(e) => list.send({ type: 'filters.change', filters: { q: e.target.value || undefined } })}
            />
          </label>
          <label className="flex flex-col text-sm">
            Show
            <select
              className={FIELD}
              value={retired ? 'true' : 'false'}
              onChange={(e) => list.send({ type: 'filters.change', filters: { retired: e.target.value } })}
            >
              <option value="false">In the directory</option>
              <option value="true">Retired</option>
            </select>
          </label>
        </form>
        <Button onClick={() => editor.send({ type: 'editor.open', provider: null })}>Add a provider</Button>
      </div>

      <ProviderEditor actor={editor} />

      {snap.hasTag('failed') && (
        <LoadFailed what="the providers" onRetry={() => list.send({ type: 'list.retry' })} className="mt-4" />
      )}
      {result && (
        <>
          <p className="mt-4 text-sm">
            {result.total} {result.total === 1 ? 'provider' : 'providers'}
            {snap.hasTag('loading') ? ' (updating…)' : ''}
          </p>
          <table className="mt-2 w-full text-left text-sm" aria-busy={snap.hasTag('loading')}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Place</th>
                <th scope="col">Phone</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((p) => (
                <tr key={p.therapy_provider_id} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 font-normal">
                    {p.name}
                  </th>
                  <td>
                    {p.city}, {p.state} {p.zip_code}
                  </td>
                  <td>{p.phone}</td>
                  <td>
                    {!p.retired_at && (
                      <Button
                        variant="ghost"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => editor.send({ type: 'editor.open', provider: p })}
                      >
                        Edit
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Pages of providers"
            page={Number(snap.context.filters.page)}
            pages={Math.max(1, Math.ceil(result.total / result.size))}
            go={(page) => list.send({ type: 'page.go', page })}
          />
        </>
      )}
    </div>
  );
}
