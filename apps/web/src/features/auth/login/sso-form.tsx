import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-client';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { lookUpSingleSignOn } from '../api/look-up-single-sign-on';
import { leaveForUrl, singleSignOnStartUrl } from '../api/single-sign-on';

type SsoForm = { identifier: string };
const rules = lazyResolver<SsoForm>(() => import('./login-resolvers').then((m) => m.ssoResolver));

/** Spec 1 §2: the single-sign-on path sends the browser to /saml2/authenticate/{registrationId}. */
export function SingleSignOnForm({ leave = leaveForUrl }: { leave?: (url: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SsoForm>({
    resolver: rules.resolver,
    defaultValues: { identifier: '' },
  });

  async function start({ identifier }: SsoForm) {
    setError(null);
    try {
      const { registrationId } = await lookUpSingleSignOn(identifier);
      leave(singleSignOnStartUrl(registrationId));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The server could not be reached. Please try again.');
    }
  }

  return (
    <form onSubmit={handleSubmit(start)} onFocus={rules.preload} noValidate aria-labelledby="sso-heading">
      <Stack>
        <Text id="sso-heading" fw={600}>
          Sign in with single sign-on
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Company identifier or work e-mail"
          description="For example delta-federal or you@yourbank.com"
          autoComplete="email"
          data-autofocus
          error={formState.errors.identifier?.message}
          {...register('identifier')}
        />
        <Button type="submit" loading={formState.isSubmitting}>
          Continue
        </Button>
        <Anchor component={Link} to="/auth/login" ta="center">
          Sign in with username and password
        </Anchor>
      </Stack>
    </form>
  );
}
