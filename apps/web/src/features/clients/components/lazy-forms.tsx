import { Skeleton } from '@mantine/core';
import type { ClientDetail } from '@taxlens/contracts';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import type { ClientFormProps } from './client-form';

/*
 * The client pages' forms (react-hook-form, zod and the client's field rules) come in a chunk of their
 * own, asked for when a form opens: the client page shows none of them on arrival (issue 50, decision 306).
 */
const ClientFormWithValues = lazy(async () => {
  const [{ ClientForm }, { EMPTY_CLIENT_FORM, valuesFromClient }] = await Promise.all([
    import('./client-form'),
    import('./client-form-fields'),
  ]);
  return {
    default: ({ client, ...props }: Omit<ClientFormProps, 'defaultValues'> & { client: ClientDetail | null }) => (
      <ClientForm {...props} defaultValues={client ? valuesFromClient(client) : EMPTY_CLIENT_FORM} />
    ),
  };
});
const LazySignatureRequestForm = lazy(() =>
  import('./signature-request-form').then((m) => ({ default: m.SignatureRequestForm })),
);
const LazyBundleEditor = lazy(() => import('./bundle-editor').then((m) => ({ default: m.BundleEditor })));

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton h={120} />}>{children}</Suspense>
);

/** The client form: `client` null for a new client (empty fields), else the client's values to edit. */
export const ClientForm = (props: ComponentProps<typeof ClientFormWithValues>) => (
  <Loading>
    <ClientFormWithValues {...props} />
  </Loading>
);

export const SignatureRequestForm = (props: ComponentProps<typeof LazySignatureRequestForm>) => (
  <Loading>
    <LazySignatureRequestForm {...props} />
  </Loading>
);

/** A modal: nothing shows while its code arrives. */
export const BundleEditor = (props: ComponentProps<typeof LazyBundleEditor>) => (
  <Suspense fallback={null}>
    <LazyBundleEditor {...props} />
  </Suspense>
);
