import { Accordion, Stack, Title } from '@mantine/core';
import { HtmlContent } from '../components/html-content';
import { type FaqCategory, faqItemId } from './faq-model';
import classes from './faq.module.css';

type Props = { categories: FaqCategory[]; open: string[]; onOpenChange: (open: string[]) => void };

/** Spec 2 §2: each category with its questions as accordions that expand and collapse. */
export function FaqCategories({ categories, open, onOpenChange }: Props) {
  return (
    <Stack gap="xl">
      {categories.map((category) => {
        const ids = category.entries.map((e) => faqItemId(e.id));
        return (
          <section key={category.id} aria-labelledby={`faq-category-${category.id}`}>
            <Title order={2} size="h3" mb="sm" id={`faq-category-${category.id}`}>
              {category.name}
            </Title>
            <Accordion
              multiple
              variant="separated"
              value={open.filter((id) => ids.includes(id))}
              onChange={(value) => onOpenChange([...open.filter((id) => !ids.includes(id)), ...value])}
            >
              {category.entries.map((entry) => (
                <Accordion.Item
                  key={entry.id}
                  value={faqItemId(entry.id)}
                  id={faqItemId(entry.id)}
                  className={classes.item}
                >
                  <Accordion.Control>{entry.title}</Accordion.Control>
                  <Accordion.Panel>
                    <HtmlContent html={entry.html} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
    </Stack>
  );
}
