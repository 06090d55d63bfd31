import { useEffect, useRef, useState } from 'react';

/** Where the signer is: each step replaces the one before on the same page. */
export type SigningStep = 'identity' | 'proof' | 'sign' | 'signed' | 'ended';

/** The heading (or notice) each step starts with: focus goes there when the step begins. */
export const STEP_HEADING_IDS: Record<SigningStep, string> = {
  identity: 'identity-title',
  proof: 'proof-title',
  sign: 'sign-title',
  signed: 'signed-title',
  ended: 'request-ended',
};

const DONE: Partial<Record<SigningStep, string>> = {
  identity: 'Identity confirmed.',
  proof: 'Details and photos received.',
};
const NEXT: Record<SigningStep, string> = {
  identity: '',
  proof: 'Next: your details and two photos.',
  sign: 'Next: complete and sign the form.',
  signed: 'The form is signed.',
  ended: 'This request can no longer be signed.',
};

/**
 * When a step is done the control that did it is gone, so focus would fall to the page: it moves to
 * the new step's heading instead (DESIGN.md "Focus after navigation"), and a live region says what
 * changed. Nothing moves on the first render (the page's own heading takes focus then).
 */
export function useStepFocus(step: SigningStep | null): string {
  const previous = useRef(step);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (step === null || previous.current === step) return;
    const before = previous.current;
    previous.current = step;
    if (before === null) return;
    document.getElementById(STEP_HEADING_IDS[step])?.focus();
    const done = step === 'proof' || step === 'sign' ? DONE[before] : undefined;
    setAnnouncement([done, NEXT[step]].filter(Boolean).join(' '));
  }, [step]);
  return announcement;
}
