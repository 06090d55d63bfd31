import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { DOMAIN_EVENT_TYPES, type WebhookEndpointInput } from '@taxlens/contracts';
import { useState } from 'react';

type Props = { busy: boolean; onSubmit: (input: WebhookEndpointInput) => Promise<boolean> };

/** Registers an endpoint: its URL, the events it wants, a description, and whether it takes test-key events. */
export function EndpointForm({ busy, onSubmit }: Props) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<string[]>([...DOMAIN_EVENT_TYPES]);
  const [forTest, setForTest] = useState(false);
  const valid = url.trim() !== '' && eventTypes.length > 0;

  return (
    <form
      aria-label="Add an endpoint"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        void onSubmit({
          url: url.trim(),
          description: description.trim(),
          eventTypes: eventTypes as WebhookEndpointInput['eventTypes'],
          forTest,
        }).then((saved) => {
          if (saved) {
            setUrl('');
            setDescription('');
          }
        });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          description="An https:// address of your loan system, at most 2,000 characters."
          placeholder="https://los.example.com/taxlens/webhooks"
          required
          maxLength={2000}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <TextInput
          label="Description"
          description="At most 200 characters."
          maxLength={200}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Checkbox.Group label="Events" value={eventTypes} onChange={setEventTypes} required>
          <Group gap="md" mt="xs">
            {DOMAIN_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={type} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          label="For test keys: receives only events of test-mode API calls"
          checked={forTest}
          onChange={(e) => setForTest(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" disabled={!valid || busy}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
