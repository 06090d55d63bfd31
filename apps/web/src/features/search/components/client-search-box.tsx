import { Box, CloseButton, Loader, Paper, TextInput } from '@mantine/core';
import { useClickOutside, useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useClientTypeahead } from '../api/get-client-typeahead';
import { ClientSearchResults } from './client-search-results';
import { nextTypeaheadTerm, searchHref, TYPEAHEAD_DEBOUNCE_MS, type SearchBoxMode } from './typeahead-rules';
import classes from './client-search-box.module.css';

type Props = {
  mode: SearchBoxMode;
  label: string;
  placeholder?: string;
  /** The label is read by assistive technology only (the compact header box). */
  hideLabel?: boolean;
  /** Starting text (the search page shows its keyword). */
  initialText?: string;
  /** Called after the box sends the user somewhere (e.g. to close the menu holding it). */
  onNavigate?: () => void;
  /** Takes the focus when a dialog holding it opens (the phone's search button). */
  autoFocus?: boolean;
};

/**
 * The client search box (spec 1 §2): after a 500 ms pause a typeahead for non-empty, changed text
 * shows a loader, then 'No results found' or '{value} Information Page' links; Enter searches; a
 * clear button empties the box.
 */
export function ClientSearchBox({
  mode,
  label,
  placeholder,
  hideLabel = false,
  initialText = '',
  onNavigate,
  autoFocus = false,
}: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [dismissed, setDismissed] = useState(initialText !== '');
  const [debounced] = useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS);
  const [term, setTerm] = useState('');
  useEffect(() => setTerm((previous) => nextTypeaheadTerm(previous, debounced)), [debounced]);

  // An emptied box shows nothing, without asking the server again.
  const activeTerm = text.trim() === '' ? '' : term;
  const results = useClientTypeahead(activeTerm);
  const waiting = results.isPending || results.isPlaceholderData;
  const opened = activeTerm !== '' && !dismissed;
  const box = useClickOutside<HTMLDivElement>(() => setDismissed(true));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') setDismissed(true);
    if (event.key !== 'Enter' || text.trim() === '') return;
    event.preventDefault();
    setDismissed(true);
    navigate(searchHref(text));
    onNavigate?.();
  }

  return (
    // The results hang below the box in its own layout box: no floating-ui positioning, which every
    // page's header would otherwise download first (docs/decisions/119).
    <Box ref={box} pos="relative">
      {/* A search box, not a combobox: the results are plain links, so no popup roles on the input. */}
      <TextInput
        type="search"
        data-autofocus={autoFocus || undefined}
        label={hideLabel ? undefined : label}
        aria-label={hideLabel ? label : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        rightSection={text ? <CloseButton aria-label="Clear search" onClick={() => setText('')} /> : null}
      />
      {opened && (
        <Paper shadow="md" p="xs" withBorder pos="absolute" left={0} right={0} mt={8} className={classes.results}>
          {waiting ? (
            <Loader role="progressbar" size="sm" aria-label="Loading results" />
          ) : (
            <ClientSearchResults
              mode={mode}
              results={results.data ?? []}
              onChoose={() => {
                setText('');
                onNavigate?.();
              }}
            />
          )}
        </Paper>
      )}
    </Box>
  );
}
