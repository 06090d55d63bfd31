import { Alert, Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { messagesOf, useUpload } from '../use-upload';
import { ENCODINGS } from './read-again';
import type { UploadFields, UploadRequest } from './upload-values';

type Props = { onFileChosen: () => void };

// zod stays out of the page's first load (decision 308): the rule is asked for when a file is chosen,
// with the import's steps, and Upload waits for a file.
const rules = lazyResolver<UploadFields, UploadRequest>(() => import('./upload-values').then((m) => m.uploadResolver));

const EMPTY: UploadFields = { file: null, forms: null, encoding: '', sheet: '' };

/** Step 1 (decision 177): the sheet, its encoding or sheet name, the optional ZIP of 8821s; Upload or Enter sends. */
export function UploadForm({ onFileChosen }: Props) {
  const { upload, error, busy } = useUpload();
  const { register, control, handleSubmit, watch } = useForm<UploadFields, unknown, UploadRequest>({
    resolver: rules.resolver,
    defaultValues: EMPTY,
  });
  const file = watch('file');

  return (
    <Stack component="form" onSubmit={handleSubmit(({ files, options }) => upload(files, options))}>
      {messagesOf(error).map((m) => (
        <Alert key={m} color="red" role="alert">
          {m}
        </Alert>
      ))}
      <Group align="end">
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              label="Client file"
              placeholder="Choose a CSV or XLSX file"
              value={field.value}
              onChange={(next) => {
                if (next) {
                  rules.preload();
                  onFileChosen();
                }
                field.onChange(next);
              }}
              onBlur={field.onBlur}
              accept=".csv,.txt,.xlsx"
              w={320}
            />
          )}
        />
        <NativeSelect label="Encoding (CSV)" data={ENCODINGS} {...register('encoding')} />
        <TextInput label="Sheet (XLSX)" placeholder="The first sheet" w={180} {...register('sheet')} />
      </Group>
      <Group align="end">
        <Controller
          control={control}
          name="forms"
          render={({ field }) => (
            <FileInput
              label="Signed 8821s (optional)"
              description="A ZIP of PDFs (up to 200 MB, 2,000 files, 10 MB each), matched to rows by the 8821 file column"
              placeholder="Choose a ZIP file"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              accept=".zip"
              clearable
              w={420}
            />
          )}
        />
        <Button type="submit" disabled={!file} loading={busy}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
