import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useFaq } from './api/get-faq';
import { htmlToText } from './components/html-content';
import { LoadError } from './components/load-error';
import { FaqCategories } from './faq/faq-categories';
import { buildFaqCategories, type FaqEntry, faqItemId, searchFaq } from './faq/faq-model';
import { FaqSearch } from './faq/faq-search';

/** /faq (spec 2 §2): search, categories of accordion questions, and a way to ask. */
export function FaqPage() {
  const faq = useFaq();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const categories = useMemo(
    () => (faq.data ? buildFaqCategories(faq.data.types, faq.data.questions, htmlToText) : []),
    [faq.data],
  );
  const results = useMemo(() => searchFaq(categories, query), [categories, query]);

  // Choosing a result clears the search, opens that question and scrolls to it.
  function choose(entry: FaqEntry) {
    const id = faqItemId(entry.id);
    setQuery('');
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
    setJumpTo(id);
  }

  useEffect(() => {
    if (!jumpTo) return;
    const item = document.getElementById(jumpTo);
    item?.scrollIntoView({ block: 'start' });
    item?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    setJumpTo(null);
  }, [jumpTo]);

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>How can we help you?</Title>
      <FaqSearch query={query} results={results} onQueryChange={setQuery} onChoose={choose} />
      {faq.isPending && <PageSkeleton />}
      {faq.isError && <LoadError what="FAQs" onRetry={() => void faq.refetch()} />}
      {faq.isSuccess && categories.length === 0 && <Text c="dimmed">No questions found.</Text>}
      {faq.isSuccess && <FaqCategories categories={categories} open={open} onOpenChange={setOpen} />}
      <Anchor component={Link} to="/contact-us" size="lg" fw={600}>
        Still have a question?
      </Anchor>
    </Stack>
  );
}
