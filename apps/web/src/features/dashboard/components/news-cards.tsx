import { Anchor, Card, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NEWS_URL, newsArticlePath, useContentPosts } from '../api/get-content-posts';
import { Columns } from '../../../shared/ui/columns';
import { BlockError } from './block-error';

/** Spec 1 §2 {product} News: cards with thumbnail, title, excerpt and Read More (new tab). */
export function NewsCards({ productName }: { productName: string }) {
  const news = useContentPosts(NEWS_URL);
  return (
    <section aria-labelledby="news-title">
      <Title order={2} size="h3" id="news-title" mb="xs">
        {`${productName} News`}
      </Title>
      {news.isError && <BlockError text="News could not be loaded." />}
      <Columns cols={{ base: 1, sm: 3 }}>
        {news.isLoading && [0, 1, 2].map((i) => <Skeleton key={i} height={180} />)}
        {news.data?.map((post) => (
          <Card withBorder key={post.id}>
            {post.thumbnail && (
              <Card.Section>
                <Image src={post.thumbnail} alt="" h={120} />
              </Card.Section>
            )}
            <Stack gap={4} mt="xs">
              <Text fw={600}>{post.title}</Text>
              <Text size="sm" lineClamp={3}>
                {post.excerpt}
              </Text>
              {/* Relative, so the article opens on the host the user came in by, session included (decision 160). */}
              <Anchor
                href={newsArticlePath(post.id)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                aria-label={`Read More: ${post.title}`}
              >
                Read More
              </Anchor>
            </Stack>
          </Card>
        ))}
      </Columns>
      {news.data && news.data.length === 0 && <Text size="sm">There is no news at the moment.</Text>}
    </section>
  );
}
