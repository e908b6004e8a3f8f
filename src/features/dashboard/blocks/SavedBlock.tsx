import { Link } from '@tanstack/react-router';
import { Block } from '../Block';
import { blockLink } from '../links';
import { useSavedArticlesLogic } from '../wiring';

/** The articles most recently saved in the resource hub. */
export default function SavedBlock() {
  const logic = useSavedArticlesLogic();
  return (
    <Block
      id="dashboard-saved"
      title="Saved articles"
      logic={logic}
      empty="Articles you save in the Resource Hub appear here."
      failed="Couldn't load your saved articles."
      onward={{ to: '/resource-hub', label: 'Resource Hub' }}
    >
      {(saved) => (
        <ul className="space-y-3">
          {saved.map((a) => (
            <li key={a.slug}>
              <Link to="/resource-hub/$slug" params={{ slug: a.slug }} className={blockLink}>
                {a.title}
              </Link>
              <span className="block text-sm text-slate-700 dark:text-slate-300">{a.reading_minutes} min read</span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
