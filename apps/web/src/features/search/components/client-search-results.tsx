import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TypeaheadClient } from '../api/get-client-typeahead';
import { resultHref, type SearchBoxMode } from './typeahead-rules';

type Props = { mode: SearchBoxMode; results: TypeaheadClient[]; onChoose: () => void };

export function ClientSearchResults({ mode, results, onChoose }: Props) {
  if (results.length === 0) {
    return (
      <Text size="sm" role="status">
        No results found
      </Text>
    );
  }
  return (
    <ul aria-label="Matching clients" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {results.map((client) => (
        <li key={client.key}>
          <Anchor
            component={Link}
            to={resultHref(mode, client.key)}
            title={`${client.value} Information Page`}
            onClick={onChoose}
            size="sm"
          >
            {client.value}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
