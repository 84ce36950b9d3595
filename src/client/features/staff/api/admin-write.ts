import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A staff write after which everything staff read is read again: lists, a student's page and the audit
 * trail all sit under the `admin` key, and a change may show in any of them.
 */
export function useAdminWrite<Input = void, Result = unknown>(write: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
