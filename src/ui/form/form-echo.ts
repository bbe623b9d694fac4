import type { FormEcho } from '../../contract/page-render';
import { useRenderInfo } from '../render-context';

/** The server's answer to this kind of form posted before the app ran, if this page is that answer (decision 126). */
export function useFormEcho(kind: string): FormEcho | undefined {
  const { form } = useRenderInfo();
  return form?.kind === kind ? form : undefined;
}
