import { List, Text } from '@mantine/core';
import { PASSWORD_CHECKLIST, PASSWORDS_MATCH_LABEL } from '@taxlens/contracts';

/** Spec 1 §5 checklist lines, ticked live as the user types. */
export function checklistState(newPassword: string, confirmPassword: string) {
  return [
    ...PASSWORD_CHECKLIST.map((rule) => ({ label: rule.label, met: rule.test(newPassword) })),
    { label: PASSWORDS_MATCH_LABEL, met: newPassword.length > 0 && newPassword === confirmPassword },
  ];
}

export function PasswordChecklist({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Password requirements" aria-live="polite">
      {checklistState(newPassword, confirmPassword).map((line) => (
        <List.Item key={line.label}>
          <Text size="sm" c={line.met ? 'teal.9' : 'gray.7'}>
            <span aria-hidden="true">{line.met ? '✓ ' : '○ '}</span>
            {line.label}
            <span
              className="visually-hidden"
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {line.met ? ' (met)' : ' (not met yet)'}
            </span>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
