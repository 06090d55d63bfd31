import { Checkbox, Fieldset, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_LIMITS, type PrefilledForm } from '@taxlens/contracts';
import { useEffect } from 'react';
import { apiFetch } from '../api/api-client';
import { IdentityLevelField, useIdentityLevels } from './identity-level-field';
import { PrefilledFormText } from '../ui/prefilled-form-text';
import { signatureRequestKeys } from './keys';
import { isKnownBorrower, type SignerDraft, type SpouseDraft } from './signer-draft';

/** The form the signer will see, fetched when the lender opens a request form (client page or Place Order). */
export const usePrefilledForm = (clientId: string, enabled: boolean) =>
  useQuery({
    queryKey: signatureRequestKeys.prefill(clientId),
    queryFn: () => apiFetch<PrefilledForm>(`/api/clients/${encodeURIComponent(clientId)}/signature-requests/prefill`),
    enabled,
  });

type Props = { clientId: string; value: SignerDraft; onChange: (value: SignerDraft) => void; disabled?: boolean };

/**
 * Review the prefilled form, name the signer, choose the identity check among those operations
 * allow, attest the relationship (known borrower only): the one set of fields for a signature
 * request, sent alone from the client page or with an order from Place Order.
 */
export function SignerFields({ clientId, value, onChange, disabled }: Props) {
  const prefill = usePrefilledForm(clientId, true);
  const levels = useIdentityLevels();
  const allowed = levels.data?.identityLevels;
  const set = (patch: Partial<SignerDraft>) => onChange({ ...value, ...patch });
  const setSpouse = (patch: Partial<SpouseDraft>) =>
    value.spouse && onChange({ ...value, spouse: { ...value.spouse, ...patch } });
  // A level the lender may not use (the default when only the remote proof is allowed) becomes the first allowed.
  useEffect(() => {
    if (allowed && !allowed.includes(value.identityLevel)) onChange({ ...value, identityLevel: allowed[0]! });
  }, [allowed, value, onChange]);
  return (
    <Stack gap="sm">
      {prefill.data ? (
        <PrefilledFormText form={prefill.data} />
      ) : prefill.isError ? (
        <Text role="alert" c="red.8">
          The prefilled form could not be loaded.
        </Text>
      ) : (
        <Loader role="progressbar" size="sm" aria-label="Loading the prefilled form" />
      )}
      <TextInput
        label="Signer name"
        required
        maxLength={CONTACT_LIMITS.name}
        disabled={disabled}
        value={value.signerName}
        onChange={(e) => set({ signerName: e.currentTarget.value })}
      />
      <TextInput
        label="Signer e-mail"
        type="email"
        required
        maxLength={CONTACT_LIMITS.email}
        disabled={disabled}
        value={value.signerEmail}
        onChange={(e) => set({ signerEmail: e.currentTarget.value })}
      />
      <TextInput
        label="Signer mobile (optional, for SMS)"
        type="tel"
        disabled={disabled}
        value={value.signerMobile}
        onChange={(e) => set({ signerMobile: e.currentTarget.value })}
      />
      <TextInput
        label="Signer title (for an entity)"
        maxLength={CONTACT_LIMITS.title}
        disabled={disabled}
        value={value.signerTitle}
        onChange={(e) => set({ signerTitle: e.currentTarget.value })}
      />
      {value.spouse && (
        <Fieldset legend="The spouse's own form (joint filers)">
          <Text size="sm" mb="xs">
            The spouse signs a Form 8821 of their own, with their own link and identity check.
          </Text>
          <TextInput
            label="Spouse signer name"
            required
            maxLength={CONTACT_LIMITS.name}
            disabled={disabled}
            value={value.spouse.signerName}
            onChange={(e) => setSpouse({ signerName: e.currentTarget.value })}
          />
          <TextInput
            label="Spouse e-mail"
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            disabled={disabled}
            value={value.spouse.signerEmail}
            onChange={(e) => setSpouse({ signerEmail: e.currentTarget.value })}
          />
          <TextInput
            label="Spouse mobile (optional, for SMS)"
            type="tel"
            disabled={disabled}
            value={value.spouse.signerMobile}
            onChange={(e) => setSpouse({ signerMobile: e.currentTarget.value })}
          />
        </Fieldset>
      )}
      <IdentityLevelField
        allowed={allowed ?? [value.identityLevel]}
        value={value.identityLevel}
        disabled={disabled}
        onChange={(identityLevel) => set({ identityLevel })}
      />
      {isKnownBorrower(value) && (
        <Checkbox
          label="I confirm we have an existing business relationship with the signer and know who they are"
          disabled={disabled}
          checked={value.attestRelationship}
          onChange={(e) => set({ attestRelationship: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
