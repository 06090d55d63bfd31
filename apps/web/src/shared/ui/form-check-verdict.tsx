import { Alert, Badge, List, Text } from '@mantine/core';
import { FORM_CHECK_VERDICT_LABELS, type FormCheckVerdict } from '@taxlens/contracts';
import type { ReactNode } from 'react';

/** The colour of each verdict of the form check (decision 274), wherever a verdict is shown. */
export const FORM_CHECK_VERDICT_COLORS: Record<FormCheckVerdict, string> = {
  ready: 'green',
  check: 'yellow',
  likely_rejection: 'red',
};

type Finding = { code: string; sentence: string };

type Props = {
  verdict: FormCheckVerdict | null;
  title: string;
  findings: readonly Finding[];
  /** Shown instead of the list when there is no finding. */
  empty?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
};

/**
 * A check's verdict and its findings, each code with its sentence: Place Order's pre-check and the
 * operations report page show the same list (decision 287).
 */
export function FormCheckVerdictAlert({ verdict, title, findings, empty, children, ...rest }: Props) {
  return (
    <Alert
      color={verdict ? FORM_CHECK_VERDICT_COLORS[verdict] : 'gray'}
      title={title}
      data-testid={rest['data-testid']}
    >
      {findings.length > 0 ? (
        <List size="sm" spacing={4}>
          {findings.map((f, i) => (
            <List.Item key={`${f.code}-${i}`}>
              <Text span size="sm" fw={600}>
                {f.code}
              </Text>
              {': '}
              {f.sentence}
            </List.Item>
          ))}
        </List>
      ) : (
        empty
      )}
      {children}
    </Alert>
  );
}

/** A check's verdict as a small badge (operations' queue); "Not checked" without a check. */
export function FormCheckVerdictBadge({
  check,
}: {
  check: { status: 'queued' | 'running' | 'done' | 'failed'; verdict: FormCheckVerdict | null } | null;
}) {
  if (!check)
    return (
      <Badge color="gray" variant="light">
        Not checked
      </Badge>
    );
  if (check.status === 'failed')
    return (
      <Badge color="gray" variant="light">
        Could not be checked
      </Badge>
    );
  if (check.status !== 'done' || !check.verdict)
    return (
      <Badge color="gray" variant="light">
        Checking
      </Badge>
    );
  return (
    <Badge color={FORM_CHECK_VERDICT_COLORS[check.verdict]} variant="light">
      {FORM_CHECK_VERDICT_LABELS[check.verdict]}
    </Badge>
  );
}
