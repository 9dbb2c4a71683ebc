import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

export interface ToastInput {
  title: string;
  description?: string;
  /** "destructive" for errors, as the specification calls them. */
  variant?: "default" | "destructive";
  /**
   * "page": shown in the next page's own flow (its ToastSlot) rather than over it, and kept until
   * closed: for a message that comes with a new page whose first lines matter (the amount owed
   * and its deadline after « S'inscrire »), which a toast over the page would cover.
   */
  placement?: "corner" | "page";
}

interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});
const PageToastContext = createContext<{ toasts: ToastItem[]; dismiss: (id: number) => void }>({
  toasts: [],
  dismiss: () => {},
});

/** Shows a toast; errors are announced assertively, the rest politely. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

const TOAST_MS = 8000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = Date.now() + Math.random();
      // One message in a page's flow at a time: a new one replaces the one before.
      setToasts((list) => [
        ...list.filter((t) => toast.placement !== "page" || t.placement !== "page"),
        { ...toast, id },
      ]);
      // A toast over the page leaves by itself; one in the page's flow stays until closed.
      if (toast.placement !== "page") window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  const corner = toasts.filter((t) => t.placement !== "page");
  const errors = corner.filter((t) => t.variant === "destructive");
  const others = corner.filter((t) => t.variant !== "destructive");
  const page = useMemo(
    () => ({ toasts: toasts.filter((t) => t.placement === "page"), dismiss }),
    [toasts, dismiss],
  );
  return (
    <ToastContext.Provider value={value}>
      <PageToastContext.Provider value={page}>{children}</PageToastContext.Provider>
      <div className="toast-region">
        <div role="status" aria-live="polite">
          {others.map((t) => (
            <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
        <div role="alert" aria-live="assertive">
          {errors.map((t) => (
            <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/**
 * Where a page shows the toasts meant for its flow (placement "page"): among its content, so that
 * they push it down rather than cover it. Its live region is there before the message, so that
 * the message is announced.
 */
export function ToastSlot() {
  const { toasts, dismiss } = useContext(PageToastContext);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div role="status" aria-live="polite" className="toast-slot">
      {ready
        ? toasts.map((t) => <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} />)
        : null}
    </div>
  );
}

function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const tone = toast.variant === "destructive" ? "is-danger" : "is-success";
  return (
    <div className={`notification toast ${tone}`} data-testid="toast">
      <button type="button" className="delete" aria-label="Fermer le message" onClick={onClose} />
      <p className="toast-title">{toast.title}</p>
      {toast.description ? <p>{toast.description}</p> : null}
    </div>
  );
}
