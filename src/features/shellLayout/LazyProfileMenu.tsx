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
  const pressed = useRef(false);
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
    pressed.current = true;
    want();
  };

  useLayoutEffect(() => {
    if (!Menu) return;
    const button = box.current?.querySelector('button');
    if (!button) return;
    if (hadFocus.current) button.focus();
    hadFocus.current = false;
    if (pressed.current) {
      pressed.current = false;
      button.click();
    }
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
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') press();
          }}
        >
          <ProfileButtonFace user={props.user} />
        </button>
      </div>
    </div>
  );
}
