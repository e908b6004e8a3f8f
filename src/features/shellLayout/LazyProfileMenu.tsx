import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { User } from '../../../machines/domain/user';
import { PROFILE_BUTTON_CLASS, ProfileButtonFace } from './ProfileButtonFace';

type Props = { user: User; onSignOut: () => void };

let loaded: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;
const loadMenu = () =>
  (loading ??= import('./ProfileMenu')
    .then(({ ProfileMenu }) => (loaded = ProfileMenu))
    .catch((error: unknown) => {
      loading = null; // the next intent tries again
      throw error;
    }));

/**
 * The profile menu, whose code (Headless UI's Menu with Floating UI, about 25 kB gzip) loads when
 * a person shows they may open it (pointer over the button, focus, a press), not with every
 * signed-in page (issue #38). Until then the same button shows; a press made while the code loads
 * opens the menu once it is there, and focus stays on the button across the swap.
 */
export function LazyProfileMenu(props: Props) {
  const [Menu, setMenu] = useState<ComponentType<Props> | null>(() => loaded);
  const box = useRef<HTMLDivElement>(null);
  /** What opened it while its code loaded: a press (replayed as a click) or a key (replayed as that key). */
  const pressed = useRef<null | 'click' | string>(null);
  const hadFocus = useRef(false);

  const want = () => {
    if (Menu) return;
    loadMenu().then(
      (menu) => {
        // Read as the code arrives, before the swap moves focus off the button that goes.
        hadFocus.current = !!box.current?.contains(document.activeElement);
        setMenu(() => menu);
      },
      () => undefined, // not reachable now: the button stays and the next intent tries again
    );
  };
  const press = () => {
    pressed.current ??= 'click';
    want();
  };

  useLayoutEffect(() => {
    if (!Menu) return;
    const button = box.current?.querySelector('button');
    if (!button) return;
    if (hadFocus.current) button.focus();
    hadFocus.current = false;
    const intent = pressed.current;
    pressed.current = null;
    // A key opens Headless UI's menu with an item active, as it would have on the loaded button.
    if (intent === 'click') button.click();
    else if (intent) button.dispatchEvent(new KeyboardEvent('keydown', { key: intent, bubbles: true, cancelable: true }));
  }, [Menu]);

  if (Menu)
    return (
      <div ref={box} style={{ display: 'contents' }}>
        <Menu {...props} />
      </div>
    );
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <div className="relative">
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          className={PROFILE_BUTTON_CLASS}
          data-testid="profile-menu-button"
          onPointerEnter={want}
          onFocus={want}
          onPointerDown={press}
          onClick={press}
          onKeyDown={(event) => {
            if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
            event.preventDefault(); // no click from Enter or Space: the key itself is replayed
            pressed.current = event.key;
            want();
          }}
        >
          <ProfileButtonFace user={props.user} />
        </button>
      </div>
    </div>
  );
}
