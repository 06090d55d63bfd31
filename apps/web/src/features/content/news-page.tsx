import { Anchor, Image, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@taxlens/contracts';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useNewsPost } from './api/get-news-post';
import { HtmlContent, htmlToText } from './components/html-content';

/** /news/:postId: a news article of the content service (the dashboard's Read More link). */
export function NewsPage() {
  const { postId = '' } = useParams();
  const post = useNewsPost(postId);
  if (post.isPending) return <PageSkeleton />;
  if (post.isError) {
    return (
      <Stack>
        <Title order={1}>News</Title>
        <Text>This article cannot be found.</Text>
        <Anchor component={Link} to="/">
          Take me to the dashboard
        </Anchor>
      </Stack>
    );
  }
  const image = post.data._embedded?.['wp:featuredmedia']?.[0];
  return (
    <Stack gap="md" maw={800} component="article">
      <Title order={1}>{htmlToText(post.data.title.rendered)}</Title>
      <Text c="dimmed" size="sm">
        {formatDate(`${post.data.date}Z`)}
      </Text>
      {image && <Image src={image.source_url} alt="" radius="sm" mah={280} fit="cover" />}
      <HtmlContent html={post.data.content.rendered} />
    </Stack>
  );
}
