import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_REASONS, CONTACT_SUBJECT_MAX, type ContactConfig } from '@taxlens/contracts';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useOpenFormData } from '../../../shared/api/form-data';
import { useConfig } from '../../../shared/config/get-config';
import { useSessionUser } from '../../../shared/session/use-session-user';
import { buildHiddenFields, type ContactFormValues, contactFormSchema } from './contact-fields';

/**
 * Spec 1 §2, §7: posted as a normal form to the web-to-case address (CASE_URL), which sends the
 * browser back to the dashboard with the contact_success message. Send stays disabled until valid.
 */
export function ContactForm({ config }: { config: ContactConfig }) {
  const user = useSessionUser();
  const { demo } = useConfig();
  // A link may preset the subject (the accessibility statement's barrier report, decision 174).
  const [search] = useSearchParams();
  const { register, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onChange',
    defaultValues: {
      subject: (search.get('subject') ?? '').slice(0, 255),
      reason: '' as ContactFormValues['reason'],
      description: '',
    },
  });
  // Reasons and the subject's limit from GET /formdata/open (spec 1 §7); the contracts' own until it answers.
  const open = useOpenFormData();
  const reasons = open.data?.contact.reasons ?? CONTACT_REASONS;
  const subjectMax = open.data?.contact.subjectMaxLength ?? CONTACT_SUBJECT_MAX;
  const hidden = buildHiddenFields(config, user, window.location.origin, demo);

  return (
    <form
      method="post"
      action={config.caseUrl}
      aria-label="Contact form"
      onSubmit={(event) => {
        if (!formState.isValid) event.preventDefault();
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack>
        <TextInput
          label="Subject"
          required
          maxLength={subjectMax}
          error={formState.errors.subject?.message}
          {...register('subject')}
        />
        <NativeSelect label="Reason" required error={formState.errors.reason?.message} {...register('reason')}>
          <option value="" disabled>
            Choose a reason
          </option>
          {reasons.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </NativeSelect>
        <Textarea label="Additional Information" autosize minRows={4} maxLength={32_000} {...register('description')} />
        <Button type="submit" disabled={!formState.isValid} style={{ alignSelf: 'flex-start' }}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
