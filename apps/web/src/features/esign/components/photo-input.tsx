import { Box, Group, Image, Input, Text } from '@mantine/core';
import { IDENTITY_IMAGE_MAX_BYTES } from '@taxlens/contracts';
import { useEffect, useState } from 'react';

const ALLOWED = ['image/jpeg', 'image/png'];

/**
 * One photo: a native file input whose `capture` opens the phone's camera (rear for the ID, front for
 * the selfie) and the file picker elsewhere; a preview of the chosen photo. JPEG or PNG up to 10 MB
 * is said here before sending; the server decides by the bytes.
 */
export function PhotoInput(props: {
  id: string;
  label: string;
  hint: string;
  capture: 'environment' | 'user';
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { id, label, hint, capture, file, onChange } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Input.Wrapper label={label} description={hint} error={problem} required id={id}>
      <Group gap="sm" mt={4} wrap="nowrap" align="center">
        <input
          id={id}
          type="file"
          accept="image/*"
          capture={capture}
          aria-describedby={`${id}-description`}
          style={{ maxWidth: '100%' }}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            const wrong =
              chosen && !ALLOWED.includes(chosen.type)
                ? 'Choose a JPEG or PNG photo'
                : chosen && chosen.size > IDENTITY_IMAGE_MAX_BYTES
                  ? 'This photo is larger than 10 MB'
                  : null;
            setProblem(wrong);
            onChange(wrong ? null : chosen);
          }}
        />
        {preview && (
          <Box w={72} style={{ flexShrink: 0 }}>
            <Image src={preview} alt={`Preview: ${label}`} h={72} w={72} fit="cover" radius="sm" />
          </Box>
        )}
      </Group>
      {file && (
        <Text size="xs" c="dimmed">
          {file.name}
        </Text>
      )}
    </Input.Wrapper>
  );
}
