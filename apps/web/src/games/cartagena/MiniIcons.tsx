/** Small SVG marks for the seat list: cards in hand, the start, the boat and the finish. */
type Kind = 'cards' | 'start' | 'boat' | 'finish';

export function MiniIcon({ kind, label }: { kind: Kind; label: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" role="img" aria-label={label} className="mini-icon">
      {kind === 'cards' ? (
        <>
          <rect x="2" y="3" width="8" height="11" rx="1.5" fill="#f3e6c4" stroke="currentColor" />
          <rect x="6" y="1.5" width="8" height="11" rx="1.5" fill="#f3e6c4" stroke="currentColor" />
        </>
      ) : kind === 'start' ? (
        <>
          <rect
            x="1.5"
            y="2"
            width="13"
            height="12"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path d="M5 2 V14 M8 2 V14 M11 2 V14" stroke="currentColor" strokeWidth="1.3" />
        </>
      ) : kind === 'boat' ? (
        <>
          <path d="M1 10 H15 L12.5 14 H3.5 Z" fill="currentColor" />
          <path d="M8 1 V10 M8 2 L13 8 H8" stroke="currentColor" strokeWidth="1.3" fill="none" />
        </>
      ) : (
        <>
          <path d="M3 1 V15" stroke="currentColor" strokeWidth="1.6" />
          <path d="M3.5 2 H13 L10.5 5 L13 8 H3.5 Z" fill="#8c2f2b" />
        </>
      )}
    </svg>
  );
}
