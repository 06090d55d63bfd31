import { Anchor } from '@mantine/core';
import {
  CATEGORY_LABELS,
  type CategoryCode,
  CLIENT_TYPES,
  DELIVERY_OPTIONS,
  formStageText,
  labelOfCode,
  type PortfolioClientRow,
  reportTypeLabel,
} from '@taxlens/contracts';
import { Link } from 'react-router';

export const ClientLink = ({ id, name }: { id: string; name: string }) => (
  <Anchor component={Link} to={`/client/${id}`}>
    {name}
  </Anchor>
);

const titleCase = labelOfCode;

export const clientTypeLabel = (code: string) => CLIENT_TYPES.find((t) => t.code === code)?.label ?? code;
export { reportTypeLabel };
export const deliveryLabel = (code: string) => (DELIVERY_OPTIONS.some((d) => d.code === code) ? titleCase(code) : code);
export const statusLabel = titleCase;
export const monitoringLabel = (code: string) => (code === 'None' ? 'None' : titleCase(code));

export const categoryList = (codes: string[]) => codes.map((c) => CATEGORY_LABELS[c as CategoryCode] ?? c).join(', ');

/** The stage of the client's latest 8821 (decision 287), with the IRS's reason when it rejected the form. */
export function FormStageCell({ row }: { row: PortfolioClientRow }) {
  return <>{row.formStage ? formStageText(row.formStage, row.formRejectionCode) : '--'}</>;
}
