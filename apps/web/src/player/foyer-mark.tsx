/** The Foyer logo mark, drawn inline so the player's first paint needs no image request. */
export function FoyerMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#3b82f6" />
      <rect x="8" y="9" width="16" height="2.5" rx="1.25" fill="#fff" />
      <rect x="8" y="14.75" width="12" height="2.5" rx="1.25" fill="#fff" fillOpacity=".85" />
      <rect x="8" y="20.5" width="14" height="2.5" rx="1.25" fill="#fff" fillOpacity=".7" />
    </svg>
  );
}
