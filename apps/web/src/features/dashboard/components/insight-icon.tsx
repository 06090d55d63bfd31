import type { InsightStyle } from '@taxlens/contracts';

const COLORS: Record<InsightStyle, string> = {
  default: '#1c5d99',
  'fill-default': '#1c5d99',
  warn: '#a35200',
  error: '#b02a2a',
};

/** Each key-insight row's icon, by its style (spec 1 §9); decorative, the row's text carries the meaning. */
export function InsightIcon({ style }: { style: InsightStyle }) {
  const color = COLORS[style];
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-style={style}>
      {style === 'error' || style === 'warn' ? (
        <path
          d="M12 3 2 21h20L12 3z"
          fill={style === 'error' ? color : 'none'}
          stroke={color}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ) : (
        <circle cx={12} cy={12} r={9} fill={style === 'fill-default' ? color : 'none'} stroke={color} strokeWidth={2} />
      )}
      <path
        d="M12 9v4M12 16.5v.5"
        stroke={style === 'error' || style === 'fill-default' ? '#fff' : color}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </svg>
  );
}
