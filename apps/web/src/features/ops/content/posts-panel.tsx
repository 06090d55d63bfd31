import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ContentPostType, EditablePost } from '@taxlens/contracts';
import { useState } from 'react';
import { PageSkeleton } from '../../../shared/ui/page-skeleton';
import { useDeletePost } from '../api/delete-post';
import { usePosts } from '../api/get-posts';
import { ErrorAlert } from './error-alert';
import { PostEditor } from './post-editor';
import { RowActions } from './row-actions';

/** One post type's items, with create, edit and delete. */
export function PostsPanel({ postType, noun }: { postType: ContentPostType; noun: string }) {
  const posts = usePosts(postType);
  const remove = useDeletePost(postType);
  const [editing, setEditing] = useState<EditablePost | 'new' | null>(null);

  if (editing) {
    return <PostEditor postType={postType} post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{posts.data ? `${posts.data.length} items` : ''}</Text>
        <Button onClick={() => setEditing('new')}>{`New ${noun}`}</Button>
      </Group>
      <ErrorAlert error={posts.error ?? remove.error} />
      {posts.isPending ? (
        <PageSkeleton />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {posts.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>Nothing here yet.</Table.Td>
              </Table.Tr>
            )}
            {posts.data?.map((post) => (
              <Table.Tr key={post.id}>
                <Table.Td>{post.menuOrder}</Table.Td>
                <Table.Td>{post.title}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={post.title}
                    onEdit={() => setEditing(post)}
                    onDelete={() => remove.mutate(post.id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
