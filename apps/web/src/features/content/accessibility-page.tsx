import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/get-config';

/** The contact form's subject when a barrier is reported from here (decision 174). */
export const BARRIER_REPORT_SUBJECT = 'Accessibility barrier';

/**
 * /accessibility (no guards, linked from the footer): the portal's accessibility target and how it
 * is tested, its known limitations, and how to report a barrier. A target and its tests, not a
 * conformance certificate (decision 174).
 */
export function AccessibilityPage() {
  const { productName, support } = useConfig();
  const portal = `${productName} Portal`;
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>Accessibility</Title>
      <Text>
        {`We want everyone who works with ${portal} to be able to use it, with a keyboard, a screen reader, a magnifier or a phone.`}
      </Text>

      <Title order={2} size="h3">
        Our target
      </Title>
      <Text>
        {`${portal} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This is the target we build and test against; it is not a certificate of conformance.`}
      </Text>

      <Title order={2} size="h3">
        How we test
      </Title>
      <List spacing="xs">
        <List.Item>
          Every page is checked automatically with the axe accessibility engine against the WCAG 2.2 A and AA rules, on
          a phone width (390 px) or a laptop width (1280 px), before each release.
        </List.Item>
        <List.Item>
          Every page is opened at phone, tablet and laptop widths (390 to 1440 px): no page scrolls sideways, no text
          leaves its box, and the menus fit.
        </List.Item>
        <List.Item>
          A keyboard-only journey and a phone journey (touch, 390 px) place an order from sign-in to confirmation, open
          and close the alerts and the menu, and check where the focus is after each step.
        </List.Item>
        <List.Item>
          Lighthouse measures the sign-in page, the dashboard, a client page and Place Order on a phone profile.
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Known limitations
      </Title>
      <List spacing="xs">
        <List.Item>
          The office map on the Contact Us page is a picture of a street map; the office address is written out next to
          it.
        </List.Item>
        <List.Item>
          Documents you upload or download (signed Form 8821s, tax transcripts) are as accessible as the file they came
          from; generated reports and invoices are tagged PDFs only in part.
        </List.Item>
        <List.Item>
          Wide tables scroll sideways inside their own box on a phone rather than reflowing into cards.
        </List.Item>
        <List.Item>The single sign-on pages of your bank's identity provider are not part of this portal.</List.Item>
      </List>

      <Title order={2} size="h3">
        Report a barrier
      </Title>
      <Text>
        {
          'If something in the portal stops you, tell us what you were trying to do, on which page, and with which browser and assistive technology. '
        }
        <Anchor component={Link} to={`/contact-us?subject=${encodeURIComponent(BARRIER_REPORT_SUBJECT)}`}>
          Report an accessibility barrier
        </Anchor>
        {' through the contact form'}
        {support.email ? (
          <>
            {', or write to '}
            <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>
          </>
        ) : null}
        {support.phone ? `, or call ${support.phone}` : ''}
        {'. We answer within two business days and, while we fix it, help you get your work done another way.'}
      </Text>
    </Stack>
  );
}
