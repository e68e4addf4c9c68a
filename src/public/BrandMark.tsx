import './top-bar.css';
/** The marketplace's logo mark: two arrows trading places, buyer and seller. Decorative; the name is text. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--app-primary)" />
      <path d="M8 12.5h14m-4-4 4 4-4 4" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M24 19.5H10m4-4-4 4 4 4" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" opacity="0.8" />
    </svg>
  );
}
