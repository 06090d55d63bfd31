import { Alert, Box, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { OPEN_SIGNATURE_STATUSES, SIGNATURE_STATUS_LABELS, type SigningView } from '@taxlens/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PrefilledFormText } from '../../shared/ui/prefilled-form-text';
import { preloaded } from '../../shared/ui/preloaded';
import { lenderLogoUrl, useSigningView } from './api/get-signing-view';
import { FormPdf } from './components/form-pdf';
import { type SigningStep, useStepFocus } from './components/use-step-focus';

// Each step is its own chunk (decision 308): on a phone with nothing cached the page's own chunk arrives
// sooner; the signing view is asked for at start (start-app.ts, decision 318). The first step's code and
// the decline form's are asked for at once, beside the view (later, they would move the page's text as
// they arrive); the others as soon as the view says which step shows, and the next step's while the
// signer types, so a step that follows another shows without waiting.
const IdentityStep = preloaded(() => import('./components/identity-step').then((m) => m.IdentityStep));
const ProofStep = preloaded(() => import('./components/proof-step').then((m) => m.ProofStep));
const SignStep = preloaded(() => import('./components/sign-step').then((m) => m.SignStep));
const DeclineForm = preloaded(() => import('./components/decline-form').then((m) => m.DeclineForm));

void IdentityStep.preload().catch(() => undefined);
void DeclineForm.preload().catch(() => undefined);

/**
 * The code of the step shown and of the ones that can follow it. The photo step follows the identity step only for a
 * remote proof: its code (with the signed-in pages' shared chunk) is not fetched for the other signers (decision 347).
 */
function stepCode(step: SigningStep, remoteProof: boolean): { preload: () => Promise<unknown> }[] {
  switch (step) {
    case 'identity':
      return remoteProof ? [IdentityStep, ProofStep, SignStep] : [IdentityStep, SignStep];
    case 'proof':
      return [ProofStep, SignStep];
    case 'sign':
    case 'signed':
      return [SignStep];
    case 'ended':
      return [];
  }
}

/** The step the page shows; `signed` is this visit's own signature (the view is not reloaded after it). */
function stepOf(v: SigningView, signed: boolean): SigningStep {
  if (signed) return 'signed';
  if (!OPEN_SIGNATURE_STATUSES.includes(v.status)) return 'ended';
  if (!v.identityChecked) return 'identity';
  return v.identityLevel === 'REMOTE_PROOF' && !v.identityProofReceived ? 'proof' : 'sign';
}

/** The borrower's signing page (no account): the link in their mail is the way in (decision 196). */
export function SignPage() {
  const token = useParams().token ?? '';
  const view = useSigningView(token);
  const [signed, setSigned] = useState(false);
  const step = view.data ? stepOf(view.data, signed) : null;
  const announcement = useStepFocus(step);
  const remoteProof = view.data?.identityLevel === 'REMOTE_PROOF';
  useEffect(() => {
    if (step) for (const code of stepCode(step, remoteProof)) void code.preload().catch(() => undefined);
  }, [step, remoteProof]);

  if (view.isPending) return <Loader role="progressbar" aria-label="Loading" />;
  if (view.isError || !view.data) {
    return (
      <Stack>
        <Title order={1} tabIndex={-1}>
          Signature request
        </Title>
        <Alert color="red" role="alert">
          This link does not work. It may have been replaced by a newer one: please use the link in the latest message
          you received, or contact the lender.
        </Alert>
      </Stack>
    );
  }
  const v = view.data;
  const open = OPEN_SIGNATURE_STATUSES.includes(v.status);
  const remote = v.identityLevel === 'REMOTE_PROOF';
  return (
    <Stack gap="md" maw={760}>
      {v.lenderLogo && (
        // The box holds the logo's height before it loads, so nothing below it moves (decision 211).
        <Box h={48}>
          <img
            src={lenderLogoUrl(token)}
            alt={`${v.lenderName} logo`}
            style={{ height: 48, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left' }}
          />
        </Box>
      )}
      <Title order={1} tabIndex={-1}>
        {v.lenderName} asks you to sign IRS Form 8821
      </Title>
      <Text>
        Hello {v.signerName}. Form 8821 (Tax Information Authorization) lets {v.lenderName} and its provider receive
        your tax information from the IRS. It does not let them act for you or change anything with the IRS.
      </Text>
      {!open && (
        <Alert
          id="request-ended"
          tabIndex={-1}
          role="status"
          title={`This request is ${SIGNATURE_STATUS_LABELS[v.status].toLowerCase()}`}
        >
          {v.status === 'SIGNED'
            ? 'The form has been signed. Nothing more to do.'
            : v.status === 'AWAITING_REVIEW'
              ? 'The form has been signed. Our staff are checking your photos and details; nothing more to do.'
              : v.status === 'LOCKED'
                ? 'It was locked after too many failed checks and can no longer be signed. The lender has been told and can send you a new one.'
                : 'It can no longer be signed. Contact the lender if you need a new one.'}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="form-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="form-title">
            The form to sign
          </Title>
          <PrefilledFormText form={v.form} />
          {/* The PDF carries the whole tax id: only once the identity check passed (decision 255). */}
          {open && v.identityChecked ? (
            <FormPdf token={token} />
          ) : (
            open && (
              <Text size="sm" c="dimmed">
                The form as a PDF, with your full {v.taxIdKind}, opens here once you confirm it is you.
              </Text>
            )
          )}
        </Stack>
      </Paper>
      {step === 'identity' && (
        <Paper withBorder p="md">
          <Suspense fallback={<Loader role="progressbar" aria-label="Loading" />}>
            <IdentityStep token={token} taxIdKind={v.taxIdKind} />
          </Suspense>
        </Paper>
      )}
      {step === 'proof' && (
        <Paper withBorder p="md">
          <Suspense fallback={<Loader role="progressbar" aria-label="Loading" />}>
            <ProofStep token={token} retentionDays={v.identityImageRetentionDays} />
          </Suspense>
        </Paper>
      )}
      {(step === 'sign' || step === 'signed') && (
        <Paper withBorder p="md">
          <Suspense fallback={<Loader role="progressbar" aria-label="Loading" />}>
            <SignStep
              token={token}
              signerName={v.signerName}
              signerTitle={v.signerTitle}
              step={remote ? 3 : 2}
              awaitingReview={remote}
              onSigned={() => setSigned(true)}
            />
          </Suspense>
        </Paper>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {/* Once signed here, there is nothing left to decline. */}
      {open && !signed && (
        <Paper withBorder p="md" component="section" aria-label="Decline">
          <Suspense fallback={null}>
            <DeclineForm token={token} />
          </Suspense>
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        Privacy: we keep the signed form and a record of each step (time, network address and browser) as long as the
        form is kept, to prove the signature. Your one-time code is never stored in readable form.
        {remote &&
          ` Identity photos are kept encrypted and deleted ${v.identityImageRetentionDays} days after our staff decide; your details stay with the record.`}
      </Text>
    </Stack>
  );
}
