import { FileInput, MultiSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type ContentPostType, type EditablePost, postUpdateSchema } from '@taxlens/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { useFaqTypes } from '../api/get-faq-types';
import { type PostFields, useSavePost } from '../api/save-post';
import { useUploadResourceFile } from '../api/upload-resource-file';
import { ErrorAlert } from './error-alert';
import { FormButtons } from './row-actions';
import { MenuOrderInput } from './menu-order-input';

type Props = { postType: ContentPostType; post: EditablePost | null; onDone: () => void };
/** The categories as the multi-select holds them (ids as strings); sent as numbers. */
type PostValues = Omit<PostFields, 'faqTypeIds'> & { faqTypeIds: string[] };

const resolver = bodyResolver(postUpdateSchema, (v: PostValues) => ({ ...v, faqTypeIds: v.faqTypeIds.map(Number) }));

/** Create or edit one post in Markdown; the server renders and sanitizes it. */
export function PostEditor({ postType, post, onDone }: Props) {
  const save = useSavePost(postType);
  const faqTypes = useFaqTypes();
  const { register, control, handleSubmit, formState } = useForm<PostValues, unknown, PostFields>({
    resolver,
    defaultValues: {
      title: post?.title ?? '',
      menuOrder: post?.menuOrder ?? 0,
      faqTypeIds: (post?.faqTypeIds ?? []).map(String),
      bodyMarkdown: post?.bodyMarkdown ?? '',
      excerptMarkdown: post?.excerptMarkdown ?? '',
    },
  });
  const e = formState.errors;
  const upload = useUploadResourceFile();
  const [file, setFile] = useState<File | null>(null);
  const isFaq = postType === 'tg_tips';

  async function submit(fields: PostFields) {
    const saved = await save.mutateAsync({ id: post?.id ?? null, fields });
    if (file) await upload.mutateAsync({ id: saved.id, file });
    onDone();
  }

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={handleSubmit((fields) => submit(fields).catch(() => undefined))}
    >
      <Stack>
        <Title order={3}>{post ? `Edit: ${post.title}` : 'New item'}</Title>
        <ErrorAlert error={save.error ?? upload.error} />
        <TextInput label="Title" required error={e.title?.message} {...register('title')} />
        <MenuOrderInput control={control} name="menuOrder" />
        {isFaq && (
          <Controller
            control={control}
            name="faqTypeIds"
            render={({ field }) => (
              <MultiSelect
                label="Categories"
                searchable
                data={(faqTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
        {!isFaq && (
          <Textarea
            label="Excerpt (Markdown)"
            autosize
            minRows={2}
            error={e.excerptMarkdown?.message}
            {...register('excerptMarkdown')}
          />
        )}
        <Textarea
          label={isFaq ? 'Answer (Markdown)' : 'Body (Markdown)'}
          autosize
          minRows={6}
          error={e.bodyMarkdown?.message}
          {...register('bodyMarkdown')}
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
