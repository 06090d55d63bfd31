import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { WpPost } from '@taxlens/contracts';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useResources } from './api/get-resources';
import { HtmlContent, htmlToText } from './components/html-content';
import { LoadError } from './components/load-error';
import { Columns } from '../../shared/ui/columns';

function ResourceCard({ resource }: { resource: WpPost }) {
  const title = htmlToText(resource.title.rendered);
  const image = resource._embedded?.['wp:featuredmedia']?.[0];
  const file = resource.acf.attached_media;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`resource-${resource.id}`}>
      {image && (
        <Card.Section>
          <Image src={image.source_url} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4" id={`resource-${resource.id}`}>
          {title}
        </Title>
        <HtmlContent html={resource.excerpt.rendered} />
      </Stack>
      {file && (
        <Button
          component="a"
          href={file}
          target="_blank"
          rel="noopener noreferrer"
          mt="md"
          aria-label={`Download ${title}`}
        >
          Download
        </Button>
      )}
    </Card>
  );
}

/** /resources (spec 2 §2): cards with featured image, title, excerpt and a Download link in a new tab. */
export function ResourcesPage() {
  const resources = useResources();
  return (
    <Stack gap="lg">
      <Title order={1}>Resources</Title>
      {resources.isPending && <PageSkeleton />}
      {resources.isError && <LoadError what="resources" onRetry={() => void resources.refetch()} />}
      {resources.data?.length === 0 && <Text c="dimmed">There are no resources yet.</Text>}
      {resources.data && resources.data.length > 0 && (
        <Columns cols={{ base: 1, sm: 2, lg: 3 }}>
          {resources.data.map((r) => (
            <ResourceCard key={r.id} resource={r} />
          ))}
        </Columns>
      )}
    </Stack>
  );
}
