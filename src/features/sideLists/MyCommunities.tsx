import { Link } from '@tanstack/react-router';
import type { MenuCommunity } from '../../../machines/sideLists/sideLists.machine';
import { Disclosure } from '../../ui/Disclosure';
import { Icon } from '../../ui/icons';
import { CreateCommunityHost } from '../community/CreateCommunityHost';
import { useSystemActor, useSystemTag } from '../../system/context';
import { ACTIVE_ITEM, ACTIVE_OPTIONS } from '../../ui/menuItem';

const initial = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/**
 * Community mode (SPEC §2): a create-community control (its dialog is the community
 * feature's, loaded when first opened) and the collapsible My Communities list, at most
 * 10, pinned first (the sideLists actor sorts and cuts).
 */
export function MyCommunities({
  communities,
  loading,
  collapsed,
  onNavigate,
}: {
  communities: MenuCommunity[];
  loading: boolean;
  collapsed: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const layout = useSystemActor('shellLayout');
  const dialogOpen = useSystemTag('shellLayout', 'create community open');
  return (
    <section
      aria-label="My Communities"
      className="border-t border-slate-200 pt-3 dark:border-slate-800"
      data-testid="my-communities"
    >
      <button
        type="button"
        onClick={() => layout?.send({ type: 'createCommunity.open' })}
        title={collapsed ? 'Create community' : undefined}
        className={`focus-ring flex w-full items-center gap-2 rounded-[var(--radius)] border border-brand-700 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800 ${
          collapsed ? 'justify-center px-2' : 'px-3'
        }`}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        <span className={collapsed ? 'sr-only' : ''}>Create community</span>
      </button>
      <CreateCommunityHost open={dialogOpen} />
      {collapsed ? null : (
        <Disclosure
          className="mt-3"
          buttonClassName="focus-ring group flex w-full items-center justify-between rounded-[var(--radius)] px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          label={
            <>
              My Communities
              <Icon
                name="chevron"
                className="h-4 w-4 transition-transform group-data-open:rotate-90 rtl:-scale-x-100 rtl:group-data-open:scale-x-100"
              />
            </>
          }
        >
          {(panelId) => (
            <ul id={panelId} className="mt-1 flex flex-col gap-1" aria-busy={loading} data-testid="my-communities-list">
              {loading ? <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">Loading…</li> : null}
              {!loading && communities.length === 0 ? (
                <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">No communities yet</li>
              ) : null}
              {communities.map((c) => {
                return (
                  <li key={c.community_id}>
                    <Link
                      to="/community/overview/$communityId"
                      params={{ communityId: String(c.community_id) }}
                      onClick={onNavigate}
                      activeOptions={ACTIVE_OPTIONS}
                      data-pinned={c.is_pinned || undefined}
                      className={`focus-ring flex items-center gap-2 rounded-[var(--radius)] px-3 py-1.5 text-sm ${ACTIVE_ITEM}`}
                    >
                      <span className="relative inline-flex h-7 w-7 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
                        <span aria-hidden="true">{initial(c.community_name)}</span>
                        {c.image_url ? (
                          <img
                            src={c.image_url}
                            alt=""
                            width={28}
                            height={28}
                            className="absolute inset-0 h-full w-full object-cover"
                          />
                        ) : null}
                      </span>
                      <span className="min-w-0 flex-1 truncate">{c.community_name}</span>
                      {c.is_pinned ? (
                        <span className="inline-flex text-slate-600 dark:text-slate-300">
                          <Icon name="pin" className="h-4 w-4" />
                          <span className="sr-only">, pinned</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Disclosure>
      )}
    </section>
  );
}
