import { LIMITS } from '../../../machines/domain/constants';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../../ui/useHydrated';
import { ChevronDownIcon } from './icons';
import type { NavMenu } from './navigation';
import { SiteLink, usePublicPathname } from './SiteLink';
import { focusRing } from './styles';

/** Pointer grace period when leaving the trigger or panel, so diagonal moves do not close it. */

export const navItemClass = `${focusRing} inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 xl:px-3 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`;
export const navItemCurrentClass =
  'aria-[current=page]:bg-teal-50 aria-[current=page]:text-brand-700 aria-[current=page]:font-semibold dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-teal-300';

/**
 * A desktop header menu (disclosure navigation pattern): a button that shows a
 * 600 px panel of links. Opens on mouse hover and closes when the pointer leaves
 * trigger and panel; opens with Enter, Space or ArrowDown; Escape closes and
 * returns focus to the button; Tab walks through the panel's links and closes
 * the menu when focus leaves it. Only one menu is open at a time: the parent owns
 * which one.
 */
export function HeaderMenu({
  menu,
  open,
  onOpen,
  onLeave,
  onClose,
}: {
  menu: NavMenu;
  open: boolean;
  onOpen: () => void;
  /** The pointer left: the machine closes it after a grace period. */
  onLeave: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('');
  const pathname = usePublicPathname();
  const current = menu.items.some((item) => item.to === pathname);

  // Close when the user presses anywhere outside this menu, or presses Escape wherever focus
  // is (a menu opened by hovering does not have focus, #8.9); focus inside it returns to its button.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      onClose();
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  // A pointer already resting on the menu when the page came alive opens it, as the pointerenter
  // it made before hydration attached the listeners would have (the prerendered page is shown
  // and hovered first; the listeners come with the app). Once, and only where there is a mouse.
  const lookedForPointer = useRef(false);
  useEffect(() => {
    if (!hydrated || lookedForPointer.current) return;
    lookedForPointer.current = true;
    if (window.matchMedia?.('(hover: hover)').matches && rootRef.current?.matches(':hover')) onOpen();
  }, [hydrated, onOpen]);

  const panelLinks = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(onOpen);
    const links = panelLinks();
    (which === 'first' ? links[0] : links.at(-1))?.focus();
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onOpen();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onLeave();
  };

  const onButtonClick = () => {
    // A mouse user hovering has already opened it: a click keeps it open.
    if (open && lastPointer.current === 'mouse') return;
    if (open) onClose();
    else onOpen();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = panelLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? (index + 1) % links.length : (index - 1 + links.length) % links.length;
    links[next]?.focus();
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    }
  };

  const onRootBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) onClose();
  };

  return (
    <li
      ref={rootRef}
      // Until the app runs, the stylesheet opens it on hover and focus (src/styles.css, issue #59).
      data-nav-menu
      data-enhanced={hydrated || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current || undefined}
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onKeyDownCapture={() => (lastPointer.current = 'keyboard')}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`${navItemClass} data-current:bg-teal-50 data-current:font-semibold data-current:text-brand-700 dark:data-current:bg-slate-800 dark:data-current:text-teal-300 aria-expanded:bg-slate-100 dark:aria-expanded:bg-slate-800`}
      >
        {menu.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        data-nav-panel
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute inset-x-0 top-full z-50 mx-auto max-w-[calc(100vw-2rem)] pt-2"
        style={{ width: LIMITS.headerMenuPanelPx }}
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-800">
          {menu.items.map((item) => (
            <li
              key={item.to}
              className="relative rounded-xl p-3 hover:bg-slate-50 has-[[aria-current=page]]:bg-teal-50 dark:hover:bg-slate-700 dark:has-[[aria-current=page]]:bg-slate-700"
            >
              <SiteLink
                to={item.to}
                onClick={onClose}
                className={`${focusRing} block rounded-sm text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl aria-[current=page]:text-brand-700 dark:text-white dark:aria-[current=page]:text-teal-300`}
              >
                {item.label}
              </SiteLink>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
