import { CloseButton, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useClientTypeahead } from '../api/get-client-typeahead';
import { ClientSearchResults } from './client-search-results';
import { nextTypeaheadTerm, searchHref, TYPEAHEAD_DEBOUNCE_MS, type SearchBoxMode } from './typeahead-rules';

type Props = {
  mode: SearchBoxMode;
  label: string;
  placeholder?: string;
  /** Called after the box sends the user somewhere (e.g. to close the menu holding it). */
  onNavigate?: () => void;
};

/** The client search box (spec 1 §2): typeahead after a pause, Enter searches, a clear button. */
export function ClientSearchBox({ mode, label, placeholder, onNavigate }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS);
  const [term, setTerm] = useState('');
  useEffect(() => setTerm((previous) => nextTypeaheadTerm(previous, debounced)), [debounced]);

  // An emptied box shows nothing, without asking the server again.
  const activeTerm = text.trim() === '' ? '' : term;
  const results = useClientTypeahead(activeTerm);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || text.trim() === '') return;
    event.preventDefault();
    navigate(searchHref(text));
    onNavigate?.();
  }

  return (
    <Stack gap={4}>
      <TextInput
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        rightSection={
          results.isFetching ? (
            <Loader size="xs" aria-label="Loading results" />
          ) : text ? (
            <CloseButton aria-label="Clear search" onClick={() => setText('')} />
          ) : null
        }
      />
      {activeTerm && results.data && (
        <ClientSearchResults
          mode={mode}
          results={results.data}
          onChoose={() => {
            setText('');
            onNavigate?.();
          }}
        />
      )}
    </Stack>
  );
}
