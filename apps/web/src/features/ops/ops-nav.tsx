import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';

const LINKS = [
  { to: '/ops', label: 'Work queue', active: (p: string) => p === '/ops' || p.startsWith('/ops/reports') },
  {
    to: '/ops/identity-reviews',
    label: 'Identity reviews',
    active: (p: string) => p.startsWith('/ops/identity-reviews'),
  },
  {
    to: '/ops/transcripts/mailbox',
    label: 'Transcript mailbox',
    active: (p: string) => p.startsWith('/ops/transcripts'),
  },
  {
    to: '/ops/missed-rejections',
    label: 'Missed rejections',
    active: (p: string) => p.startsWith('/ops/missed-rejections'),
  },
  { to: '/ops/lenders', label: 'Lenders', active: (p: string) => p.startsWith('/ops/lenders') },
  { to: '/ops/content', label: 'Content', active: (p: string) => p.startsWith('/ops/content') },
];

/** The operations console's one navigation, at the top of each of its pages. */
export function OpsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Operations">
      <Group gap={4}>
        {LINKS.map((l) => (
          <Button
            key={l.to}
            component={Link}
            to={l.to}
            size="xs"
            variant={l.active(pathname) ? 'filled' : 'default'}
            aria-current={l.active(pathname) ? 'page' : undefined}
          >
            {l.label}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
