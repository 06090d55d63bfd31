import { Anchor } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formPdfUrl } from '../api/get-signing-view';

/** Wide enough for the form's page to be read inside the signing page. */
const INLINE_PDF_QUERY = '(min-width: 48em)';

/**
 * The form as a PDF, once the identity check passed (it carries the whole tax id, decision 255). Phones get the
 * link only (decision 350): their browsers do not show a PDF inside a page, and on the way there the PDF viewer's
 * frame cost the borrower's phone most of its blocked time. Wider screens see the form in place as well.
 */
export function FormPdf({ token }: { token: string }) {
  // Read at once (no first render without it): a frame added after the first paint would move the steps below it.
  const inline = useMediaQuery(INLINE_PDF_QUERY, false, { getInitialValueInEffect: false });
  return (
    <>
      {inline && (
        <iframe
          title="Form 8821 (PDF)"
          src={formPdfUrl(token)}
          style={{ width: '100%', height: 420, border: '1px solid var(--mantine-color-gray-4)' }}
        />
      )}
      <Anchor href={formPdfUrl(token)} target="_blank" rel="noopener">
        Open the form as a PDF
      </Anchor>
    </>
  );
}
