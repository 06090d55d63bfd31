import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useLenderSettings } from './api/get-lender-settings';
import { useSaveLenderSettings } from './api/save-lender-settings';
import { ErrorAlert } from './content/error-alert';
import { LenderLogoCard } from './lender-logo-card';
import { LenderSettingsForm } from './lender-settings-form';
import { OpsNav } from './ops-nav';

/** /ops/lenders/{id}: a lender's ordering settings and capabilities (billing has its own page). */
export function OpsLenderPage() {
  const { lenderId = '' } = useParams();
  const settings = useLenderSettings(lenderId);
  const save = useSaveLenderSettings(lenderId);
  if (settings.isError)
    return (
      <Stack>
        <OpsNav />
        <ErrorAlert error={settings.error} />
      </Stack>
    );
  if (!settings.data) return <PageSkeleton />;
  const s = settings.data;

  return (
    <Stack>
      <OpsNav />
      <Title order={1}>{s.companyName}</Title>
      <Text>
        {s.lenderType}
        {s.sso ? ', signs in with single sign-on' : ''}
      </Text>
      <Group>
        <Anchor component={Link} to={`/ops/lenders/${s.id}/billing`}>
          Pricing and invoices
        </Anchor>
        <Anchor component={Link} to={`/ops?lenderId=${s.id}`}>
          Open reports in the work queue
        </Anchor>
      </Group>
      <LenderSettingsForm settings={s} save={save} />
      <LenderLogoCard
        lenderId={s.id}
        companyName={s.companyName}
        hasLogo={s.hasLogo}
        version={settings.dataUpdatedAt}
      />
    </Stack>
  );
}
