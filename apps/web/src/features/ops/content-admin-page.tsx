import { Stack, Tabs, Text, Title } from '@mantine/core';
import { OpsNav } from './ops-nav';
import { ContactCasesPanel } from './content/contact-cases-panel';
import { FaqTypesPanel } from './content/faq-types-panel';
import { GlobalNoticesPanel } from './content/global-notices-panel';
import { PostsPanel } from './content/posts-panel';
import { TermsPanel } from './content/terms-panel';

/** /ops/content: operations staff edit the portal's content and read contact cases. */
export function ContentAdminPage() {
  return (
    <Stack>
      <OpsNav />
      <Title order={1}>Content</Title>
      <Text c="dimmed">
        Write in Markdown; the portal shows it as cleaned HTML (no scripts reach a lender&apos;s browser).
      </Text>
      <Tabs defaultValue="faq" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="faq">FAQs</Tabs.Tab>
          <Tabs.Tab value="faq-types">FAQ categories</Tabs.Tab>
          <Tabs.Tab value="resources">Resources</Tabs.Tab>
          <Tabs.Tab value="news">News</Tabs.Tab>
          <Tabs.Tab value="releases">Release posts</Tabs.Tab>
          <Tabs.Tab value="notices">Global notices</Tabs.Tab>
          <Tabs.Tab value="terms">Terms & Conditions</Tabs.Tab>
          <Tabs.Tab value="cases">Contact cases</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faq" pt="md">
          <PostsPanel postType="tg_tips" noun="question" />
        </Tabs.Panel>
        <Tabs.Panel value="faq-types" pt="md">
          <FaqTypesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="resources" pt="md">
          <PostsPanel postType="portal_resources" noun="resource" />
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          <PostsPanel postType="posts" noun="article" />
        </Tabs.Panel>
        <Tabs.Panel value="releases" pt="md">
          <PostsPanel postType="releases" noun="release post" />
        </Tabs.Panel>
        <Tabs.Panel value="notices" pt="md">
          <GlobalNoticesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="terms" pt="md">
          <TermsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="cases" pt="md">
          <ContactCasesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
