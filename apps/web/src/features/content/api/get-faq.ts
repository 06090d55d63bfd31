import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFaqQuestions } from './get-faq-questions';
import { getFaqTypes } from './get-faq-types';
import { contentKeys } from './keys';

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.faq(),
    queryFn: async ({ signal }) => {
      const [types, questions] = await Promise.all([getFaqTypes(signal), getFaqQuestions(signal)]);
      return { types, questions };
    },
    staleTime: 5 * 60_000,
  });

export const useFaq = () => useQuery(faqQueryOptions());
