import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useReportUnsaved } from '../../../lib/use-unsaved-changes';

interface NameValues {
  name?: string | undefined;
}

/**
 * A settings form of one name (one's own): checked by the shared `schema`, its
 * unsaved typing told to the page's leave guard, and `unchanged` while it still reads `saved`.
 */
export function useNameForm<Body extends NameValues>(
  schema: z.ZodType<Body, NameValues>,
  saved: string,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
) {
  const form = useForm<NameValues, unknown, Body>({
    resolver: zodResolver(schema),
    defaultValues: { name: saved },
  });
  useReportUnsaved(form.formState.isDirty, onDirtyChange);
  const unchanged = (form.watch('name') ?? '').trim() === saved;
  return { form, unchanged };
}
