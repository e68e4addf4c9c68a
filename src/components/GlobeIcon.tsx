/**
 * A globe drawn in a few strokes: the language switcher's mark on every public page, where antd's
 * globe icon (a detailed path) would cost more than the switcher itself. Sized and aligned like an icon.
 */
export function GlobeIcon({ className }: { className?: string }) {
  return (
    <span className={['anticon', className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.7" focusable="false">
        <circle cx="12" cy="12" r="9.2" />
        <path d="M2.8 12h18.4M12 2.8c2.4 2.5 3.7 5.6 3.7 9.2s-1.3 6.7-3.7 9.2c-2.4-2.5-3.7-5.6-3.7-9.2S9.6 5.3 12 2.8Z" />
      </svg>
    </span>
  );
}
