/** The portal's mark: a red roundel with a golden ring, a balance of justice and a star (drawn, no image). */
export function Emblem({ size = 44 }: { size?: number }) {
  return (
    <svg className="public-emblem" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#f2c14e" />
      <circle cx="24" cy="24" r="20.5" fill="#c8161d" />
      <circle cx="24" cy="24" r="17.5" fill="none" stroke="#f2c14e" strokeWidth="1" strokeDasharray="2 2" />
      <path d="M24 8.5l1.35 4.15h4.36l-3.53 2.56 1.35 4.15L24 16.8l-3.53 2.56 1.35-4.15-3.53-2.56h4.36z" fill="#f2c14e" />
      <g stroke="#f2c14e" strokeWidth="1.6" strokeLinecap="round" fill="none">
        <path d="M24 19.5v15" />
        <path d="M14.5 22.5h19" />
        <path d="M16.5 22.5l-3 7M16.5 22.5l3 7M31.5 22.5l-3 7M31.5 22.5l3 7" strokeWidth="1" />
        <path d="M19.5 36h9" />
      </g>
      <path d="M12.5 29.5h8a4 4 0 0 1-8 0zM27.5 29.5h8a4 4 0 0 1-8 0z" fill="#f2c14e" />
    </svg>
  );
}
