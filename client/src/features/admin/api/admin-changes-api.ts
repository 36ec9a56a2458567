import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { failureToast } from '@/lib/error-feedback';
import { adminKeys } from './admin-api';

interface AdminAction<Input, Output> {
  run: (input: Input) => Promise<Output>;
  /** The 'Success' toast's text, and the fallback of the 'Error' toast. */
  success: string;
  failure: string;
  onDone?: (output: Output) => void;
}

/** One admin write: on success the spec's 'Success' toast and the admin lists fetched again; on failure 'Error' with the server's message. */
export function useAdminAction<Input, Output>(action: AdminAction<Input, Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action.run,
    onSuccess: async (output) => {
      toast({ title: 'Success', description: action.success });
      action.onDone?.(output);
      // Every admin list, figure and the audit log: a save shows everywhere at once.
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast(failureToast(error, { title: 'Error', fallback: action.failure })),
  });
}
