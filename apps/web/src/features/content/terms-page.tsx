import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateInZone } from '@taxlens/contracts';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useTerms } from './api/get-terms';
import { HtmlContent } from './components/html-content';
import { LoadError } from './components/load-error';
import { useTimeZone } from '../../shared/format/zoned';

/** /terms-and-conditions (spec 2 §2): the current version of the agreement. */
export function TermsPage() {
  const terms = useTerms();
  const zone = useTimeZone();
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>Terms & Conditions</Title>
      {terms.isPending && <PageSkeleton />}
      {terms.isError && <LoadError what="Terms & Conditions" onRetry={() => void terms.refetch()} />}
      {terms.data && (
        <Paper withBorder p="lg" component="article" aria-label={terms.data.title}>
          <Text c="dimmed" size="sm" mb="md">
            {`${terms.data.title}, version ${terms.data.version}, effective ${formatDateInZone(terms.data.publishedAt, zone)}`}
          </Text>
          <HtmlContent html={terms.data.html} />
        </Paper>
      )}
    </Stack>
  );
}
