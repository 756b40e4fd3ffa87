import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

/**
 * One toast system for the whole app (spec 9): at most 20 on screen, 4000 ms in the shell,
 * closed by a click, paused while hovered, announced to screen readers.
 */
export const SHELL_TOAST_MS = 4000;
export const MAX_TOASTS = 20;
/** A toast offering a link (the quick add's "view cart"). */
export const ACTION_TOAST_MS = 10_000;

export type ToastKind = "info" | "success" | "error";
/** A link a toast offers (the quick add's "view cart"): followed without closing the toast first. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  action?: ToastAction;
}

type Notify = (message: string, kind?: ToastKind, action?: ToastAction) => void;
const ToastContext = createContext<Notify>(() => {});

export function useToast(): Notify {
  return useContext(ToastContext);
}

/** Tells the toasts how tall the bar holding the window's bottom is (0: none). */
type KeepToastsAbove = (height: number) => void;
const ToastClearanceContext = createContext<KeepToastsAbove>(() => {});

/**
 * For the consent banner, which measures itself: toasts never cover it (issue 49: a quick add's
 * toast hid its buttons). It reports its height while shown, and 0 once gone.
 */
export function useKeepToastsAbove(): KeepToastsAbove {
  return useContext(ToastClearanceContext);
}

/**
 * Where the toasts' bottom edge sits: the usual gap above the window's bottom, or above the bar
 * that holds it (the consent banner's measured height). Undefined leaves the stylesheet's place.
 */
export function toastsBottom(clearance: number): string | undefined {
  return clearance > 0 ? `calc(${Math.ceil(clearance)}px + var(--space-4))` : undefined;
}

function ToastItem({ toast, onDone, closeLabel }: { toast: Toast; onDone: (id: number) => void; closeLabel: string }) {
  // A toast with a link stays longer, so a keyboard or screen-reader user can reach it (WCAG 2.2.1).
  const remaining = useRef(toast.action ? ACTION_TOAST_MS : SHELL_TOAST_MS);
  const started = useRef(Date.now());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const paused = useRef(false);
  const run = useCallback(() => {
    paused.current = false;
    clearTimeout(timer.current);
    started.current = Date.now();
    timer.current = setTimeout(() => onDone(toast.id), remaining.current);
  }, [onDone, toast.id]);
  const pause = useCallback(() => {
    if (paused.current) return;
    paused.current = true;
    clearTimeout(timer.current);
    remaining.current -= Date.now() - started.current;
  }, []);
  useEffect(() => {
    run();
    return () => clearTimeout(timer.current);
  }, [run]);
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={pause}
      onMouseLeave={run}
      // Paused while focus is inside too, not only under the pointer.
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) run();
      }}
    >
      <button type="button" className="toast__body" onClick={() => onDone(toast.id)} title={closeLabel}>
        {toast.message}
        <span className="visually-hidden"> ({closeLabel})</span>
      </button>
      {toast.action ? (
        <Link className="toast__action" to={toast.action.href} onClick={() => onDone(toast.id)}>
          {toast.action.label}
        </Link>
      ) : null}
    </li>
  );
}

export function ToastProvider({
  children,
  closeLabel,
  regionLabel,
}: {
  children: React.ReactNode;
  closeLabel: string;
  regionLabel: string;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [clearance, setClearance] = useState(0);
  const counter = useRef(0);
  const notify = useCallback<Notify>((message, kind = "info", action) => {
    setToasts((current) => [...current, { id: ++counter.current, message, kind, action }].slice(-MAX_TOASTS));
  }, []);
  const done = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return (
    <ToastContext.Provider value={notify}>
      <ToastClearanceContext.Provider value={setClearance}>{children}</ToastClearanceContext.Provider>
      <section className="toasts" aria-label={regionLabel} style={{ bottom: toastsBottom(clearance) }}>
        <div role="status" aria-live="polite">
          <ol className="toasts__list">
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDone={done} closeLabel={closeLabel} />
            ))}
          </ol>
        </div>
      </section>
    </ToastContext.Provider>
  );
}
