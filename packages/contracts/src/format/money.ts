const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money travels as integer cents (DESIGN.md); people read it as en-US USD: $1,234.56, -$0.05.
 * Written out rather than with Intl.NumberFormat: building that formatter loads the browser's
 * locale data, ~100 ms of a phone's main thread before the dashboard's first figure (docs/decisions/216).
 */
export function formatUsd(cents: number): string {
  const rounded = Math.round(cents);
  const whole = Math.abs(rounded);
  const dollars = groupThousands(Math.floor(whole / 100));
  return `${rounded < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** A count as people read it, 12,345 (what toLocaleString('en-US') gives, without Intl: see formatUsd). */
export function formatCount(count: number): string {
  const rounded = Math.round(count);
  return `${rounded < 0 ? '-' : ''}${groupThousands(Math.abs(rounded))}`;
}
