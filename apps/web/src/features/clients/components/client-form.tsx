import { Alert, Anchor, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  CLIENT_TEXT_LIMITS,
  clientInputSchema,
  clientUpdateSchema,
  describeValidationIssue,
  labelFromPath,
  TAX_CLASSIFICATION_LABELS,
  taxClassificationsOf,
  US_STATE_CODES,
  type ClientTypeCode,
} from '@taxlens/contracts';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import {
  CONTACT_FIELDS,
  fieldsFor,
  formatTaxIdInput,
  payloadFor,
  SPOUSE_FIELDS,
  spouseFieldOf,
  type ClientFieldName,
  type ClientFormValues,
} from './client-form-fields';
import { inputModeFor } from '../../../shared/forms/input-modes';
import { Columns } from '../../../shared/ui/columns';

export type ClientFormProps = {
  clientType: ClientTypeCode;
  defaultValues: ClientFormValues;
  /** Editing: tax ids may stay empty (the ones on file are kept); shows their masked values as hints. */
  editing?: { maskedTaxId: string | null; maskedSecondEin: string | null; maskedSpouseSsn?: string | null };
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (payload: Record<string, unknown>) => void;
  onCancel?: () => void;
};

/** Validates with the same zod schema as the server, field by field. */
function clientResolver(type: ClientTypeCode, editing: boolean): Resolver<ClientFormValues> {
  return async (values) => {
    const schema = editing ? clientUpdateSchema : clientInputSchema;
    const result = schema.safeParse(payloadFor(type, values, editing));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<ClientFormValues> = {};
    for (const issue of result.error.issues) {
      const name =
        issue.path[0] === 'jointSpouse'
          ? spouseFieldOf(String(issue.path[1] ?? 'firstName'))
          : (issue.path[0] as ClientFieldName | undefined);
      // The same sentence the server would answer (docs/decisions/157), with the label the form shows.
      const label =
        [...fieldsFor(type), ...CONTACT_FIELDS, ...SPOUSE_FIELDS, TAX_CLASSIFICATION_FIELD].find((f) => f.name === name)
          ?.label ?? labelFromPath(issue.path.map(String));
      if (name && !errors[name]) errors[name] = { type: 'validation', message: describeValidationIssue(issue, label) };
    }
    return { values: {}, errors };
  };
}

const TAX_CLASSIFICATION_FIELD = { name: 'taxClassification', label: 'Tax classification' } as const;

/** The server's refusal: a duplicate links to the existing client. */
function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  const messages =
    error instanceof ApiError
      ? error.messages
      : [{ key: 'ERROR', value: 'The client could not be saved. Please try again.' }];
  return (
    <Alert color="red" title="The client was not saved" role="alert">
      <Stack gap={4}>
        {messages.map((m, i) => (
          <span key={i}>
            {m.value.replace(/^body\.\w+: /, '')}{' '}
            {'link' in m && typeof m.link === 'string' && m.link && (
              <Anchor component={Link} to={m.link}>
                View the existing client
              </Anchor>
            )}
          </span>
        ))}
      </Stack>
    </Alert>
  );
}

export function ClientForm({
  clientType,
  defaultValues,
  editing,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: ClientFormProps) {
  const { register, handleSubmit, formState, setValue, watch } = useForm<ClientFormValues>({
    resolver: clientResolver(clientType, Boolean(editing)),
    defaultValues,
  });
  const fields = fieldsFor(clientType);
  const classifications = taxClassificationsOf(clientType);

  const renderField = (field: (typeof fields)[number]) => {
    const message = formState.errors[field.name]?.message;
    const props = { label: field.label, withAsterisk: field.required, error: message, placeholder: field.placeholder };
    if (field.name === 'state') {
      return (
        <NativeSelect
          key={field.name}
          {...props}
          data={[{ value: '', label: 'Choose a state' }, ...US_STATE_CODES]}
          {...register('state')}
        />
      );
    }
    const taxId = field.name === 'ein' || field.name === 'ssn' || field.name === 'spouseSsn' ? field.name : null;
    const registered = register(field.name);
    const limit = field.maxLength ?? CLIENT_TEXT_LIMITS[field.name as keyof typeof CLIENT_TEXT_LIMITS];
    // Forms state a limit before it bites, so a long entry is never cut or refused unannounced.
    const hint =
      taxId === 'spouseSsn' && editing
        ? editing.maskedSpouseSsn
          ? `Leave empty to keep ${editing.maskedSpouseSsn}`
          : undefined
        : taxId && editing
          ? `Leave empty to keep ${taxId === 'ssn' || clientType !== 'sole_prop' ? (editing.maskedTaxId ?? 'none') : (editing.maskedSecondEin ?? 'none')}`
          : limit
            ? `Up to ${limit} characters`
            : undefined;
    return (
      <TextInput
        key={field.name}
        {...props}
        withAsterisk={field.required && !(taxId && editing && (taxId !== 'spouseSsn' || editing.maskedSpouseSsn))}
        description={hint}
        autoComplete="off"
        type={field.name === 'contactEmail' || field.name === 'spouseEmail' ? 'email' : 'text'}
        inputMode={inputModeFor(field.name === 'spouseSsn' ? 'ssn' : field.name)}
        {...registered}
        onChange={(event) => {
          if (taxId) {
            setValue(taxId, formatTaxIdInput(taxId === 'ein' ? 'ein' : 'ssn', event.currentTarget.value), {
              shouldValidate: formState.isSubmitted,
            });
            return;
          }
          void registered.onChange(event);
        }}
      />
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(payloadFor(clientType, values, Boolean(editing))))}>
      <Stack>
        <ServerError error={error} />
        <Columns cols={{ base: 1, sm: 2 }}>
          {fields.map(renderField)}
          {classifications.length > 0 && (
            // Decision 285: which return the business files, where its type does not tell; the form check uses it.
            <NativeSelect
              label={TAX_CLASSIFICATION_FIELD.label}
              description="Which income return the business files. Leave “Not known” if unsure."
              error={formState.errors.taxClassification?.message}
              data={[
                { value: '', label: 'Not known' },
                ...classifications.map((c) => ({ value: c, label: TAX_CLASSIFICATION_LABELS[c] })),
              ]}
              {...register('taxClassification')}
            />
          )}
        </Columns>
        {clientType === 'individual' && (
          <Fieldset legend="Joint filers">
            <Checkbox
              label="Files jointly with a spouse (each spouse signs a Form 8821 of their own)"
              checked={watch('filesJointly') === 'yes'}
              onChange={(event) =>
                setValue('filesJointly', event.currentTarget.checked ? 'yes' : '', {
                  shouldValidate: formState.isSubmitted,
                })
              }
            />
            {watch('filesJointly') === 'yes' && (
              <Columns cols={{ base: 1, sm: 2 }} mt="xs">
                {SPOUSE_FIELDS.map(renderField)}
              </Columns>
            )}
          </Fieldset>
        )}
        <Fieldset legend="Signing contact (optional)">
          <Text size="sm" mb="xs">
            The person who signs this client&apos;s Form 8821. Signature requests go to them by default.
          </Text>
          <Columns cols={{ base: 1, sm: 2 }}>{CONTACT_FIELDS.map(renderField)}</Columns>
        </Fieldset>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
