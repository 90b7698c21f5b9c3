/** Brethren's mark: crossed cutlasses over a compass rose, drawn here in SVG. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="logo">
      <circle cx="32" cy="32" r="29" fill="#15324a" stroke="#c9a45c" strokeWidth="3" />
      <path d="M32 8 L36 32 L32 56 L28 32 Z" fill="#c9a45c" opacity="0.35" />
      <path d="M8 32 L32 28 L56 32 L32 36 Z" fill="#c9a45c" opacity="0.35" />
      <g stroke="#f3e6c4" strokeWidth="4" strokeLinecap="round">
        <path d="M17 47 L45 17" />
        <path d="M47 47 L19 17" />
      </g>
      <g stroke="#c9a45c" strokeWidth="5" strokeLinecap="round">
        <path d="M14 44 L20 50" />
        <path d="M50 44 L44 50" />
      </g>
      <circle cx="32" cy="32" r="5" fill="#8c2f2b" stroke="#f3e6c4" strokeWidth="2" />
    </svg>
  );
}
