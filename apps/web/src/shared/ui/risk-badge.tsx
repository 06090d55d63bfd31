import { Badge } from '@mantine/core';

const RISK = {
  HIGH: { label: 'High Risk', color: 'red' },
  MEDIUM: { label: 'Medium Risk', color: 'orange' },
  LOW: { label: 'Low Risk', color: 'teal' },
} as const;

/** A client's risk level (DESIGN.md "Report data"); the dot carries the colour, the text stays dark. */
export function RiskBadge({ level }: { level: string }) {
  const risk = RISK[level as keyof typeof RISK];
  return (
    <Badge color={risk?.color ?? 'gray'} variant="dot">
      {risk?.label ?? level}
    </Badge>
  );
}
