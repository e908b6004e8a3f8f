import { Radio, RadioGroup } from '@headlessui/react';
import type { Direction, Layout, ThemeMode } from '../../../machines/domain/settings';
import { DEFAULT_SETTINGS } from '../../../machines/domain/settings';
import { useSystemActor, useSystemSelector } from '../../system/context';

const radioClass =
  'focus-ring flex cursor-pointer items-center justify-center gap-2 rounded-[var(--radius)] border border-slate-300 px-3 py-3 text-sm font-medium text-slate-800 data-checked:border-brand-700 data-checked:bg-brand-50 data-checked:text-brand-800 dark:border-slate-600 dark:text-slate-100 dark:data-checked:border-teal-300 dark:data-checked:bg-slate-800 dark:data-checked:text-teal-200';

function Choice<T extends string>({
  id,
  legend,
  value,
  options,
  onChange,
}: {
  id: string;
  legend: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {legend}
      </h3>
      <RadioGroup
        value={value}
        onChange={onChange}
        aria-labelledby={id}
        className="grid grid-cols-2 gap-2"
        data-testid={`${id}-group`}
      >
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={radioClass}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

/** Theme, direction and layout as radio groups sending to the settings actor: the drawer's and Settings' Display section's. */
export function DisplayChoices({ idPrefix = 'settings' }: { idPrefix?: string }) {
  const settings = useSystemActor('settings');
  const { mode, direction, layout } = useSystemSelector('settings', (s) => s.context, DEFAULT_SETTINGS);
  return (
    <div className="flex flex-col gap-6">
      <Choice<ThemeMode>
        id={`${idPrefix}-theme`}
        legend="Theme"
        value={mode}
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
        onChange={(value) => settings?.send({ type: 'settings.mode.set', mode: value })}
      />
      <Choice<Direction>
        id={`${idPrefix}-direction`}
        legend="Direction"
        value={direction}
        options={[
          { value: 'ltr', label: 'Left to right' },
          { value: 'rtl', label: 'Right to left' },
        ]}
        onChange={(value) => settings?.send({ type: 'settings.direction.set', direction: value })}
      />
      <Choice<Layout>
        id={`${idPrefix}-layout`}
        legend="Layout"
        value={layout}
        options={[
          { value: 'vertical', label: 'Vertical' },
          { value: 'horizontal', label: 'Horizontal' },
        ]}
        onChange={(value) => settings?.send({ type: 'settings.layout.set', layout: value })}
      />
    </div>
  );
}
