/**
 * Sends a review queue's decision, then tells the page (its announced notice). The decided card leaves
 * the list, and unmounts, before the mutation settles (its queue is refetched first), and React Query drops
 * the callbacks given to `mutate` with the component that gave them; the promise still settles. A failure
 * is reported by the query client's mutation cache, like every other.
 */
export function decideAndTell<V>(
  mutation: { mutateAsync: (variables: V) => Promise<unknown> },
  variables: V,
  tell: () => void,
): void {
  mutation.mutateAsync(variables).then(tell, () => undefined);
}
