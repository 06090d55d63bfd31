import { type ComponentProps, useEffect, useState } from 'react';
import type { FormCheckPanel } from '../../../shared/form-check/form-check-panel';
import { preloaded } from '../../../shared/ui/preloaded';

// Only an uploaded file shows the pre-check: its code (the check's calls, preview and verdict) is a
// chunk of its own (decision 318), asked for once the form has painted, not in Place Order's first load.
const FormCheckPanelCode = preloaded(() =>
  import('../../../shared/form-check/form-check-panel').then((m) => m.FormCheckPanel),
);

export const preloadFormCheckPanel = () => FormCheckPanelCode.preload();

/** The pre-check panel, mounted once its code has come (the check starts when it mounts). */
export function LazyFormCheckPanel(props: ComponentProps<typeof FormCheckPanel>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    preloadFormCheckPanel().then(
      () => mounted && setReady(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return ready ? <FormCheckPanelCode {...props} /> : null;
}
