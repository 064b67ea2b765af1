/** The magnifier button inside a search field; the caller places it (position and corner classes). */
export function SearchSubmit({ label, className }: { label: string; className: string }) {
  return (
    <button type="submit" className={`inline-flex size-9 items-center justify-center text-ink-muted hover:bg-accent-soft hover:text-ink ${className}`} aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}
