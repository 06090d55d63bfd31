import { Group, TextInput } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { CODE_LENGTH, digitsFromPaste, isAllowedCodeKey } from './code-rules';

type Props = { value: string[]; onChange: (next: string[]) => void; disabled?: boolean; describedBy?: string };

/** Six single-digit boxes; typing moves on, Backspace clears and moves back, pasting six digits fills all. */
export function CodeBoxes({ value, onChange, disabled, describedBy }: Props) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))]?.focus();

  function onKeyDown(i: number, event: KeyboardEvent<HTMLInputElement>) {
    if (!isAllowedCodeKey(event.key, event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      return;
    }
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      const next = [...value];
      next[i] = event.key;
      onChange(next);
      focus(i + 1);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      if (next[i]) next[i] = '';
      else if (i > 0) {
        next[i - 1] = '';
        focus(i - 1);
      }
      onChange(next);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = digitsFromPaste(event.clipboardData.getData('text'));
    if (digits) {
      onChange(digits);
      focus(CODE_LENGTH - 1);
    }
  }

  return (
    <Group gap="xs" role="group" aria-label="Authentication code" aria-describedby={describedBy}>
      {value.map((digit, i) => (
        <TextInput
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={digit}
          // Typing is handled in onKeyDown; this keeps React's controlled input quiet.
          onChange={() => undefined}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${i + 1} of ${CODE_LENGTH}`}
          w={44}
          styles={{ input: { textAlign: 'center', fontSize: 20 } }}
        />
      ))}
    </Group>
  );
}
