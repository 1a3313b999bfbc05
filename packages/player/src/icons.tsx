import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = { width: '1em', height: '1em', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;

export const PlayIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);

export const PauseIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <rect x="6.5" y="5" width="4" height="14" rx="1.2" />
    <rect x="13.5" y="5" width="4" height="14" rx="1.2" />
  </svg>
);

export const ListIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 6h12v2H4zm0 5h12v2H4zm0 5h8v2H4zm13-1.5V9l5 3.5z" />
  </svg>
);

export const PreviousIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M6 5h2v14H6zm3.5 7 9.5 6.5v-13z" />
  </svg>
);

export const NextIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M16 5h2v14h-2zm-1.5 7L5 18.5v-13z" />
  </svg>
);

/** A circular arrow with 15: back (counter-clockwise) or forward. */
function SkipIcon({ forward, ...p }: IconProps & { forward: boolean }) {
  return (
    <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <g transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
        <path d="M4.5 4v3.7h3.7" />
      </g>
      <text x="12" y="15.2" fontSize="7.5" textAnchor="middle" fill="currentColor" stroke="none" fontFamily="sans-serif">
        15
      </text>
    </svg>
  );
}

export const BackwardIcon = (p: IconProps) => <SkipIcon forward={false} {...p} />;

export const ForwardIcon = (p: IconProps) => <SkipIcon forward {...p} />;

export const CloseIcon = (p: IconProps) => (
  <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const HeadphonesIcon = (p: IconProps) => (
  <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3.5" y="14" width="4" height="6" rx="1.5" fill="currentColor" />
    <rect x="16.5" y="14" width="4" height="6" rx="1.5" fill="currentColor" />
  </svg>
);

export const PlusIcon = (p: IconProps) => (
  <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
