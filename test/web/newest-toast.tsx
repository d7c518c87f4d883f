import { useToasts } from '../../src/web/lib/toast-store';

/** The newest toast while it is open, as the visitor reads it ("title | description"), for component tests. */
export function NewestToast() {
  const [newest] = useToasts();
  return (
    <output data-testid="toast">{newest?.open ? `${newest.title} | ${newest.description ?? ''}` : ''}</output>
  );
}
