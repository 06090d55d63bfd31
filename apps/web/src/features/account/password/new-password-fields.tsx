import { PasswordInput } from '@mantine/core';
import { PasswordChecklist } from './password-checklist';

export type NewPasswordValue = { password: string; confirmPassword: string };

type Props = {
  value: NewPasswordValue;
  onChange: (next: NewPasswordValue) => void;
  /** Asterisks on both fields: the password pages require them; in settings they are optional. */
  required?: boolean;
  /** The checklist's element id, which New Password points to; unique on the page. */
  checklistId: string;
};

/** Spec 1 §5: New Password, Confirm Password and the live checklist under them. */
export function NewPasswordFields({ value, onChange, required = false, checklistId }: Props) {
  return (
    <>
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        withAsterisk={required}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        aria-describedby={checklistId}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        withAsterisk={required}
        value={value.confirmPassword}
        onChange={(e) => onChange({ ...value, confirmPassword: e.currentTarget.value })}
        error={value.confirmPassword && value.confirmPassword !== value.password ? 'Passwords must match' : undefined}
      />
      <div id={checklistId}>
        <PasswordChecklist newPassword={value.password} confirmPassword={value.confirmPassword} />
      </div>
    </>
  );
}
