import { Box, CloseButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { WRONG_FILE_TYPE_TOAST, WRONG_FILE_TYPE_TOAST_MS } from '@taxlens/contracts';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { showToast } from '../../../shared/ui/toasts';
import classes from './form-uploader.module.css';
import { checkFormFile } from './order-form-rules';

type Props = {
  clientName: string;
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
};

/** The 'DRAG 8821' uploader of one client section (spec 2 §2, §5): one PDF, at most 10 MB. */
export function FormUploader({ clientName, file, disabled, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [sizeError, setSizeError] = useState(false);
  const errorId = useId();

  async function take(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    const problem = await checkFormFile(chosen);
    setSizeError(problem === 'size');
    if (problem === 'type')
      showToast({ message: WRONG_FILE_TYPE_TOAST, type: 'error', durationMs: WRONG_FILE_TYPE_TOAST_MS });
    if (problem === null) onChange(chosen);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  }

  if (file) {
    return (
      <Group className={classes.chosen} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {file.name}
        </Text>
        <CloseButton aria-label={`Remove ${file.name}`} disabled={disabled} onClick={() => onChange(null)} />
      </Group>
    );
  }

  return (
    <div>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-label={`Upload the signed 8821 of ${clientName} (PDF, up to 10 MB)`}
        aria-describedby={sizeError ? errorId : undefined}
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text fw={700}>DRAG 8821</Text>
        <Text size="sm" c="dimmed">
          or click to choose the signed PDF (up to 10 MB)
        </Text>
      </Box>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          tabIndex={-1}
          aria-hidden
          data-testid={`upload-8821-${clientName}`}
          disabled={disabled}
          onChange={(event) => {
            void take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </VisuallyHidden>
      {sizeError && (
        <Text id={errorId} c="red.8" size="sm" mt={4} role="alert">
          This file is larger than 10 MB. Please choose a smaller PDF.
        </Text>
      )}
    </div>
  );
}
