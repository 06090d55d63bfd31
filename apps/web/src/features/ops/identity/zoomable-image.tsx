import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const STEPS = [1, 1.5, 2, 3, 4];

/** A photo shown to fit its column, with buttons to zoom in and out (scrolls when larger): keyboard-usable, no gestures needed. */
export function ZoomableImage({ src, alt, title }: { src: string; alt: string; title: string }) {
  const [step, setStep] = useState(0);
  const zoom = STEPS[step]!;
  return (
    <Stack gap={4} component="figure" m={0}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} component="figcaption">
          {title}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={`Zoom out: ${title}`}
            disabled={step === 0}
            onClick={() => setStep(step - 1)}
          >
            −
          </Button>
          <Text size="xs" aria-live="polite" w={40} ta="center">
            {Math.round(zoom * 100)}%
          </Text>
          <Button
            size="xs"
            variant="default"
            aria-label={`Zoom in: ${title}`}
            disabled={step === STEPS.length - 1}
            onClick={() => setStep(step + 1)}
          >
            +
          </Button>
        </Group>
      </Group>
      <Box
        style={{ overflow: 'auto', maxHeight: 480, border: '1px solid var(--mantine-color-gray-4)' }}
        tabIndex={0}
        aria-label={`${title}, scroll to see all of it when zoomed`}
      >
        <img
          src={src}
          alt={alt}
          style={{ display: 'block', width: `${zoom * 100}%`, maxWidth: 'none', height: 'auto' }}
        />
      </Box>
    </Stack>
  );
}
