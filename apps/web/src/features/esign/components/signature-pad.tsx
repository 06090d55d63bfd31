import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

type Props = { onChange: (png: string | null) => void };

/**
 * Draw a signature with a mouse, pen or finger (pointer events). The drawing is answered as a PNG
 * data URL after each stroke; Clear starts over. People who cannot draw type their name instead.
 */
export function SignaturePad({ onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * e.currentTarget.width) / rect.width,
      y: ((e.clientY - rect.top) * e.currentTarget.height) / rect.height,
    };
  };

  return (
    <Stack gap={4}>
      <Text size="sm" id="signature-pad-label">
        Draw your signature in the box
      </Text>
      <canvas
        ref={canvas}
        width={600}
        height={180}
        role="img"
        aria-labelledby="signature-pad-label"
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: 600,
          aspectRatio: '600 / 180',
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 4,
          touchAction: 'none',
          background: 'white',
        }}
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext('2d');
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.lineWidth = 3;
          ctx.lineCap = 'round';
          ctx.strokeStyle = '#111';
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d');
          const p = point(e);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <Group>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            const c = canvas.current;
            c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
            onChange(null);
          }}
        >
          Clear drawing
        </Button>
      </Group>
    </Stack>
  );
}
