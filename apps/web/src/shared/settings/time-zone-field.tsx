import { NativeSelect } from '@mantine/core';
import { memo, useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { SettingsValues } from './settings-values';

type Props = { control: Control<SettingsValues>; timeZones: string[] };

/**
 * The settings' Time Zone select. Its 420-odd options are drawn once per list (plain option elements,
 * kept between renders) and the field renders only when its own value changes: every other field's
 * change, and the form's validity settling at load, re-rendered all of them (decision 346).
 * Held by the form, not read back from the element: the user's zone is rarely the list's first.
 */
export const TimeZoneField = memo(function TimeZoneField({ control, timeZones }: Props) {
  const { field } = useController({ control, name: 'timeZone' });
  // The user's own zone heads the list only when the list lacks it (an old or renamed zone).
  const missing = timeZones.includes(field.value) ? null : field.value;
  const options = useMemo(
    () =>
      (missing === null ? timeZones : [missing, ...timeZones]).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      )),
    [timeZones, missing],
  );
  return (
    <NativeSelect
      label="Time Zone"
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
    >
      {options}
    </NativeSelect>
  );
});
