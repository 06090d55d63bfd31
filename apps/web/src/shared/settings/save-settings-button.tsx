import { Button } from '@mantine/core';
import { type Control, useFormState } from 'react-hook-form';
import type { SettingsValues } from './settings-values';

type Props = { control: Control<SettingsValues>; formId: string; blocked?: boolean };

/**
 * Save, enabled while the form's rules pass (spec 1 §5). It alone follows the form's validity and
 * submission: the validity settling after the form is drawn no longer renders the whole form again
 * (decision 346).
 */
export function SaveSettingsButton({ control, formId, blocked }: Props) {
  const { isValid, isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" form={formId} disabled={!isValid || blocked} loading={isSubmitting} w="fit-content">
      Save Settings
    </Button>
  );
}
