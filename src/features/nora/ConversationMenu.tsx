import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';

const MENU_ITEM =
  'block w-full px-3 py-2 text-left text-sm text-slate-900 data-[focus]:bg-slate-100 dark:text-slate-100 dark:data-[focus]:bg-slate-800';

/** One conversation's actions (Headless UI Menu: arrow keys, Enter, Escape), so its title keeps the list's width. */
export default function ConversationMenu({
  title,
  disabled,
  onRename,
  onDelete,
}: {
  title: string;
  disabled: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Menu as="div" className="relative shrink-0">
      <MenuButton
        disabled={disabled}
        aria-label={`Actions for “${title}”`}
        className="focus-ring rounded-[var(--radius)] px-2 py-1 text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-36 rounded-[var(--radius)] border border-slate-200 bg-white py-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <MenuItem>
          <button type="button" className={MENU_ITEM} onClick={onRename}>
            Rename
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={MENU_ITEM} onClick={onDelete}>
            Delete
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
