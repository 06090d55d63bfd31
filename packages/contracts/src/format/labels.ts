import { REPORT_TYPES } from '../domain.js';

// Labels, not codes (docs/decisions/158): what a person reads for a status or a type.

/** 'PENDING' -> 'Pending', 'IN_PROGRESS' -> 'In Progress', 'POOR STANDING' -> 'Poor Standing'. */
export function labelOfCode(code: string | null | undefined): string {
  if (!code) return '';
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** A report type as the spec names it ('Standard Report', 'Basic Report', '4506-C'); an unknown code as itself. */
export function reportTypeLabel(code: string | null | undefined): string {
  if (!code) return '';
  return REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
}
