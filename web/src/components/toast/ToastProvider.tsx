import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  /** "destructive" for errors, as the specification calls them. */
  variant?: "default" | "destructive";
}

interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

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
      setToasts((list) => [...list, { ...toast, id }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  const errors = toasts.filter((t) => t.variant === "destructive");
  const others = toasts.filter((t) => t.variant !== "destructive");
  return (
    <ToastContext.Provider value={value}>
      {children}
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
