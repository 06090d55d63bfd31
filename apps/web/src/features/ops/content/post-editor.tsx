import { FileInput, MultiSelect, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ContentPostType, EditablePost } from '@taxlens/contracts';
import { useState } from 'react';
import { useFaqTypes } from '../api/get-faq-types';
import { type PostFields, useSavePost } from '../api/save-post';
import { useUploadResourceFile } from '../api/upload-resource-file';
import { ErrorAlert } from './error-alert';
import { FormButtons } from './row-actions';

type Props = { postType: ContentPostType; post: EditablePost | null; onDone: () => void };

/** Create or edit one post in Markdown; the server renders and sanitizes it. */
export function PostEditor({ postType, post, onDone }: Props) {
  const save = useSavePost(postType);
  const faqTypes = useFaqTypes();
  const [title, setTitle] = useState(post?.title ?? '');
  const [menuOrder, setMenuOrder] = useState<number>(post?.menuOrder ?? 0);
  const [faqTypeIds, setFaqTypeIds] = useState<string[]>((post?.faqTypeIds ?? []).map(String));
  const [bodyMarkdown, setBody] = useState(post?.bodyMarkdown ?? '');
  const [excerptMarkdown, setExcerpt] = useState(post?.excerptMarkdown ?? '');
  const upload = useUploadResourceFile();
  const [file, setFile] = useState<File | null>(null);
  const isFaq = postType === 'tg_tips';

  async function submit() {
    const fields: PostFields = { title, menuOrder, bodyMarkdown, excerptMarkdown, faqTypeIds: faqTypeIds.map(Number) };
    const saved = await save.mutateAsync({ id: post?.id ?? null, fields });
    if (file) await upload.mutateAsync({ id: saved.id, file });
    onDone();
  }

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack>
        <Title order={3}>{post ? `Edit: ${post.title}` : 'New item'}</Title>
        <ErrorAlert error={save.error ?? upload.error} />
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <NumberInput
          label="Menu order"
          value={menuOrder}
          onChange={(v) => setMenuOrder(typeof v === 'number' ? v : 0)}
        />
        {isFaq && (
          <MultiSelect
            label="Categories"
            searchable
            data={(faqTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={faqTypeIds}
            onChange={setFaqTypeIds}
          />
        )}
        {!isFaq && (
          <Textarea
            label="Excerpt (Markdown)"
            autosize
            minRows={2}
            value={excerptMarkdown}
            onChange={(e) => setExcerpt(e.currentTarget.value)}
          />
        )}
        <Textarea
          label={isFaq ? 'Answer (Markdown)' : 'Body (Markdown)'}
          autosize
          minRows={6}
          value={bodyMarkdown}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        {postType === 'portal_resources' && (
          <FileInput
            label="PDF to download"
            placeholder="Choose a PDF"
            accept="application/pdf"
            clearable
            value={file}
            onChange={setFile}
          />
        )}
        <FormButtons label="Save" busy={save.isPending || upload.isPending} onCancel={onDone} />
      </Stack>
    </Paper>
  );
}
