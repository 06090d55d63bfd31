import { NativeSelect, Text } from '@mantine/core';
import type { ClientDetail } from '@taxlens/contracts';
import { showToast } from '../../../shared/ui/toasts';
import { useAssignDesignee } from '../api/assign-designee';
import { useDesigneeOptions } from '../api/get-designee-options';

/** The lender's designee named on this client's 8821 (lenders with the addclientdesignee capability). */
export function DesigneeSelect({ client }: { client: ClientDetail }) {
  const enabled = client.permissions.assignDesignee;
  const options = useDesigneeOptions(enabled);
  const assign = useAssignDesignee(client.id);
  if (!enabled) return client.designee ? <Text>{`Designee: ${client.designee.name}`}</Text> : null;
  return (
    <NativeSelect
      label="Designee"
      w={320}
      disabled={!options.data || assign.isPending}
      value={client.designee?.id ?? ''}
      onChange={(event) =>
        assign.mutate(event.currentTarget.value || null, {
          onSuccess: () => showToast({ message: 'Designee saved', type: 'success' }),
        })
      }
      data={[
        { value: '', label: 'No designee' },
        ...(options.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (CAF ${d.cafNumber})` })),
      ]}
    />
  );
}
