export type ModalKeyRules = {
  canConfirm: boolean;
  closeOnEscape: boolean;
  confirmOnEnter: boolean;
};

/**
 * Spec 1 §2: Escape cancels and Enter confirms, each only if allowed. Enter on a button, link or
 * text area keeps its own meaning (activating that button, a new line), so it does not confirm.
 */
export function decideModalKey(key: string, targetTag: string, rules: ModalKeyRules): 'confirm' | 'cancel' | null {
  if (key === 'Escape') return rules.closeOnEscape ? 'cancel' : null;
  if (key !== 'Enter' || !rules.confirmOnEnter || !rules.canConfirm) return null;
  return ['BUTTON', 'A', 'TEXTAREA', 'SELECT'].includes(targetTag.toUpperCase()) ? null : 'confirm';
}
