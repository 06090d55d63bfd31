import { Checkbox } from '@mantine/core';
import { formatDateInZone } from '@taxlens/contracts';
import { useTimeZone } from '../../../shared/format/zoned';

type Props = { uploadedAt: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };

/** Offered where the client's latest stored 8821 may still be used (docs/decisions/176): no upload needed then. */
export function FormOnFileChoice({ uploadedAt, checked, disabled, onChange }: Props) {
  return (
    <Checkbox
      label={`Use the 8821 on file (uploaded ${formatDateInZone(uploadedAt, useTimeZone())})`}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
