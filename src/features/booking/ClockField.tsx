import { useId } from 'react';

/** 00:00–23:59, and 24:00 for an end of day (as the server takes it). */
const CLOCK_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]|24:00';

/**
 * A time of day on the product's 24-hour clock (issue #28 item 3). A native time input shows the
 * browser locale's clock (12-hour in en-US), which would disagree with every other time in the
 * product; this text field takes "09:30" and says so beside it. The browser checks the pattern
 * on submit and the server has the last word.
 */
export function ClockField({
  id,
  label,
  value,
  onChange,
  disabled,
  required,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  className: string;
}) {
  const hint = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern={CLOCK_PATTERN}
        maxLength={5}
        placeholder="09:30"
        title="A time on the 24-hour clock, like 09:30"
        aria-describedby={hint}
        required={required}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        className={className}
      />
      <span id={hint} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300">
        24-hour, like 14:30
      </span>
    </div>
  );
}
