import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@taxlens/contracts';
import { RELEASES_URL, useContentPosts } from '../api/get-content-posts';
import { BlockError } from './block-error';

/** The latest 5 release posts (spec 1 §2; placed on the dashboard, see docs/decisions). */
export function ReleasePosts() {
  const releases = useContentPosts(RELEASES_URL);
  return (
    <Card withBorder component="section" aria-labelledby="releases-title">
      <Title order={2} size="h3" id="releases-title" mb="xs">
        {"What's New"}
      </Title>
      {releases.isError && <BlockError text="Release notes could not be loaded." />}
      {releases.isLoading && <Skeleton height={80} />}
      {releases.data && releases.data.length === 0 && <Text size="sm">No release notes yet.</Text>}
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {releases.data?.slice(0, 5).map((post) => (
          <li key={post.id}>
            {post.link ? (
              <Anchor href={post.link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {post.title}
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {post.title}
              </Text>
            )}
            {post.date && (
              <Text size="xs" c="dimmed">
                {formatDate(post.date)}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Card>
  );
}
