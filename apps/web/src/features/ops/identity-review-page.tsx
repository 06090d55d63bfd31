import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IDENTITY_IMAGE_KINDS,
  IDENTITY_IMAGE_LABELS,
  type IdentityReview,
  SIGNATURE_STATUS_LABELS,
  type SignatureRequestStatus,
} from '@taxlens/contracts';
import { useParams } from 'react-router';
import { ZonedTime } from '../../shared/format/zoned';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { identityImageUrl, useIdentityReview } from './api/get-identity-review';
import { ErrorAlert } from './content/error-alert';
import { DecisionForm } from './identity/decision-form';
import { ZoomableImage } from './identity/zoomable-image';
import { OpsNav } from './ops-nav';
import { Columns } from '../../shared/ui/columns';

function Facts({ review: v }: { review: IdentityReview }) {
  const a = v.facts.address;
  const rows: [string, React.ReactNode][] = [
    ['Full name', v.facts.fullName],
    [v.facts.taxIdKind, v.facts.taxIdMasked],
    ['Date of birth', v.facts.dateOfBirth],
    ['Address', [a.line1, a.line2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ')],
    ['Form taxpayer', `${v.client.businessName} (${v.client.taxIdKind} ${v.client.taxIdMasked})`],
    ['Lender', v.lenderName],
    [
      'Signer named by the lender',
      `${v.signer.name} (${v.signer.email})${v.signer.title ? `, ${v.signer.title}` : ''}`,
    ],
    ['Details and photos sent', <ZonedTime key="s" value={v.submittedAt} />],
  ];
  return (
    <Table aria-label="Facts entered by the signer" variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Outcome({ review }: { review: NonNullable<IdentityReview['review']> }) {
  const approved = review.decision === 'APPROVED';
  return (
    <Alert color={approved ? 'green' : 'red'} title={approved ? 'Approved' : 'Refused'} role="status">
      By {review.decidedByName} on <ZonedTime value={review.decidedAt} />.
      {review.reason ? ` Reason: ${review.reason}` : ''}
    </Alert>
  );
}

/** /ops/identity-reviews/{requestId}: the signer's facts beside the photo ID and the selfie, then the decision (docs/decisions/214). */
export function OpsIdentityReviewPage() {
  const { requestId = '' } = useParams();
  const review = useIdentityReview(requestId);
  if (review.isPending) return <PageSkeleton />;
  if (review.isError)
    return (
      <Stack>
        <OpsNav />
        <ErrorAlert error={review.error} />
      </Stack>
    );
  const v = review.data;

  return (
    <Stack>
      <OpsNav />
      <Group justify="space-between">
        <Title order={1}>Identity review: {v.facts.fullName}</Title>
        <Badge size="lg" variant="dot" data-testid="identity-review-status">
          {SIGNATURE_STATUS_LABELS[v.status as SignatureRequestStatus] ?? v.status}
        </Badge>
      </Group>
      <Text>
        Compare the photo ID with the selfie and with the details entered. Approve only when they are the same person
        and the details match the ID.
      </Text>
      <Columns cols={{ base: 1, md: 3 }}>
        <Facts review={v} />
        {v.images ? (
          IDENTITY_IMAGE_KINDS.map((kind) => (
            <ZoomableImage
              key={kind}
              src={identityImageUrl(v.requestId, kind)}
              title={IDENTITY_IMAGE_LABELS[kind]}
              alt={`${IDENTITY_IMAGE_LABELS[kind]} sent by ${v.facts.fullName}`}
            />
          ))
        ) : (
          <Text>
            The photos were deleted
            {v.imagesDeletedAt ? (
              <>
                {' '}
                on <ZonedTime value={v.imagesDeletedAt} />
              </>
            ) : null}
            ; the details and the decision are kept.
          </Text>
        )}
      </Columns>
      <Paper withBorder p="md">
        {v.review ? (
          <Outcome review={v.review} />
        ) : v.status === 'AWAITING_REVIEW' ? (
          <DecisionForm requestId={v.requestId} signerName={v.facts.fullName} />
        ) : (
          <Text>The form was not signed: nothing to decide.</Text>
        )}
      </Paper>
    </Stack>
  );
}
