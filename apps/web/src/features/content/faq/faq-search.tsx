import { CloseButton, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { FaqEntry } from './faq-model';
import classes from './faq.module.css';

type Props = {
  query: string;
  results: FaqEntry[];
  onQueryChange: (query: string) => void;
  onChoose: (entry: FaqEntry) => void;
};

/** Spec 2 §2: the search box with its clear 'x'; Esc clears, Enter jumps to the first result. */
export function FaqSearch({ query, results, onQueryChange, onChoose }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onQueryChange('');
    } else if (event.key === 'Enter' && results[0]) {
      event.preventDefault();
      onChoose(results[0]);
    }
  }
  const searching = query.trim() !== '';
  return (
    <Stack gap="xs">
      <TextInput
        placeholder="Search FAQs"
        aria-label="Search FAQs"
        size="md"
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        rightSection={query ? <CloseButton aria-label="Clear search" onClick={() => onQueryChange('')} /> : null}
      />
      <div aria-live="polite">
        {searching && results.length === 0 && <Text c="dimmed">No questions found.</Text>}
        {searching && results.length > 0 && (
          <Paper withBorder component="ul" aria-label="Search results" className={classes.results}>
            {results.map((entry) => (
              <li key={entry.id}>
                <UnstyledButton className={classes.result} onClick={() => onChoose(entry)}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {entry.categoryName}
                  </Text>
                  <Text fw={600}>{entry.title}</Text>
                  <Text size="sm" lineClamp={2}>
                    {entry.text}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Paper>
        )}
      </div>
    </Stack>
  );
}
