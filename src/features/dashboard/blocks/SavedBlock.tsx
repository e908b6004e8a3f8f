import { FAVORITE_GROUPS } from '../../../../contract/favorites';
import { useOpenInApp } from '../../../routing/openInApp';
import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { blockLink } from '../links';
import { useRecentlySavedLogic } from '../wiring';

/** What the person saved most recently, of every kind (the newest of Favorites). */
export default function SavedBlock() {
  const logic = useRecentlySavedLogic();
  const open = useOpenInApp();
  return (
    <Block
      id="dashboard-saved"
      space={BLOCK_SPACE.saved}
      title="Recently saved"
      logic={logic}
      empty="What you bookmark (articles, notes, communities, posts) appears here."
      failed="Couldn't load what you saved."
      onward={{ to: '/bookmarks', label: 'Favorites' }}
    >
      {(saved) => (
        <ul className="space-y-3">
          {saved.map((item) => (
            <li key={`${item.kind}:${item.source_id}`}>
              <a href={item.href} onClick={(e) => open(e, item.href)} className={blockLink}>
                {item.title}
              </a>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {FAVORITE_GROUPS[item.kind].title}
                {item.detail ? ` · ${item.detail}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
