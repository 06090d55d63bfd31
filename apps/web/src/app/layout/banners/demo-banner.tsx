import { Anchor, Text } from '@mantine/core';
import { useConfig } from '../../../shared/config/get-config';
import classes from './demo-banner.module.css';

/** DESIGN.md: demo mode is announced in a thin banner. */
export function DemoBanner() {
  const { demo } = useConfig();
  if (!demo) return null;
  return (
    <Text size="xs" className={classes.banner}>
      Demo mode: sample data; e-mail and SMS go to the{' '}
      <Anchor href="/dev/outbox" target="_blank" rel="noreferrer" size="xs" className={classes.link}>
        demo outbox
      </Anchor>
      .
    </Text>
  );
}
