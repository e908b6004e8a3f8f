/** A round picture with the person's initials behind it while it loads or if it fails. */
export function Avatar({ src, name, size = 36, frame }: { src: string | null; name: string; size?: number; frame?: string | null }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const ring =
    frame === 'care-provider'
      ? 'ring-2 ring-orange-600'
      : frame === 'care-coordinator'
        ? 'ring-2 ring-violet-600'
        : frame === 'looking-for-care'
          ? 'ring-2 ring-brand-600'
          : '';
  return (
    <span
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-semibold text-brand-800 ${ring}`}
      style={{ width: size, height: size }}
      data-frame={frame ?? undefined}
    >
      <span aria-hidden="true">{initials}</span>
      {src ? <img src={src} alt="" className="absolute inset-0 h-full w-full object-cover" width={size} height={size} /> : null}
    </span>
  );
}
