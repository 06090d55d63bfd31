import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTACT_SUCCESS_BANNER_MS, CONTACT_SUCCESS_TEXT, showsContactSuccess } from './contact-success';

/** After the contact form: the banner stays 10 seconds, then the user is sent to / (spec 1 §2). */
export function ContactSuccessBanner() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shown = showsContactSuccess(search);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), CONTACT_SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [shown, navigate]);

  if (!shown) return null;
  return (
    <Alert color="green" role="status">
      {CONTACT_SUCCESS_TEXT}
    </Alert>
  );
}
