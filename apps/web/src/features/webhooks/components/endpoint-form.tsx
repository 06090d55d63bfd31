import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import {
  DOMAIN_EVENT_TYPES,
  type WebhookEndpointFields,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@taxlens/contracts';
import { Controller, useForm } from 'react-hook-form';

type Props = { busy: boolean; onSubmit: (input: WebhookEndpointInput) => Promise<boolean> };

const resolver = zodResolver(webhookEndpointInputSchema);

/** Registers an endpoint: its URL, the events it wants, a description, and whether it takes test-key events. */
export function EndpointForm({ busy, onSubmit }: Props) {
  const { register, control, handleSubmit, formState, resetField } = useForm<
    WebhookEndpointInput,
    unknown,
    WebhookEndpointFields
  >({
    resolver,
    mode: 'onChange',
    defaultValues: { url: '', description: '', eventTypes: [...DOMAIN_EVENT_TYPES], forTest: false },
  });

  const submit = (input: WebhookEndpointFields) =>
    void onSubmit(input).then((saved) => {
      if (saved) for (const field of ['url', 'description'] as const) resetField(field);
    });

  return (
    <form aria-label="Add an endpoint" onSubmit={handleSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          description="An https:// address of your loan system, at most 2,000 characters."
          placeholder="https://los.example.com/taxlens/webhooks"
          required
          maxLength={2000}
          {...register('url')}
        />
        <TextInput
          label="Description"
          description="At most 200 characters."
          maxLength={200}
          {...register('description')}
        />
        <Controller
          control={control}
          name="eventTypes"
          render={({ field }) => (
            <Checkbox.Group label="Events" value={field.value} onChange={field.onChange} required>
              <Group gap="md" mt="xs">
                {DOMAIN_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={type} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Checkbox label="For test keys: receives only events of test-mode API calls" {...register('forTest')} />
        <Group>
          <Button type="submit" disabled={!formState.isValid || busy}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
