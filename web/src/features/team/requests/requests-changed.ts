/**
 * The founder changed a request's status: whoever shows a count of requests (the navigation)
 * counts again. A module-level signal: the navigation and « Demandes » are apart in the tree.
 */
const listeners = new Set<() => void>();

export function onRequestsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyRequestsChanged(): void {
  for (const listener of listeners) listener();
}
