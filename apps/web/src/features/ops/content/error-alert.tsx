import { ErrorListAlert, errorMessages } from '../../../shared/ui/error-list-alert';

/** The server's error items in a red box. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return <ErrorListAlert messages={errorMessages(error, String(error))} />;
}
