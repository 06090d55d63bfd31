const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money travels as integer cents (DESIGN.md); people read it as en-US USD: $1,234.56, -$0.05. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
