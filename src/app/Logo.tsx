export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#f472b6" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="112" fill="#121a3a" />
      <path
        d="M196 164 104 256l92 92M316 164l92 92-92 92"
        fill="none"
        stroke="url(#logo-g)"
        strokeWidth="44"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M282 140 230 372" stroke="#f8fafc" strokeWidth="36" strokeLinecap="round" />
    </svg>
  );
}
