import { preloaded } from '../../../shared/ui/preloaded';

// Only a signature request shows the signer's fields: their code (the identity checks, the prefilled
// form, the contracts' schemas they use) is a chunk of its own, asked for when "Request signature" is
// chosen, not in Place Order's first load nor at its paint (decision 331).
export const LazySignerFields = preloaded(() =>
  import('../../../shared/signature-requests/signer-fields').then((m) => m.SignerFields),
);
