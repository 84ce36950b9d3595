import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Modal keys named by the spec (000 §2 "Modals", 001 §2), plus the shell's own. */
export type ModalKey =
  | 'menu'
  | 'sessionExpired'
  | 'helpChat'
  | 'leaveProgram'
  | 'Uber'
  | 'requestApprovedLocation'
  | 'requestUberAccess'
  | 'schoolDirections'
  | 'checklistTip'
  | 'firsthandCdla'
  | 'truckingTrivia'
  | 'documentsReminder';

interface ModalApi {
  current: ModalKey | null;
  /** Opens a modal the person asked for; it replaces the open one (never the session-expired one). */
  open(key: ModalKey): void;
  /** Closes the open modal; a first-visit dialog waiting in line opens next. */
  close(): void;
  /**
   * A first-visit dialog: shown at once when nothing is open, otherwise queued behind what is, so a new
   * student never gets two dialogs at a time.
   */
  offer(key: ModalKey): void;
  /** The screen that offered a first-visit dialog no longer needs it (left, or already seen). */
  withdraw(key: ModalKey): void;
}

interface State {
  current: ModalKey | null;
  queue: ModalKey[];
}

/** The pure state moves of the modal host, exported for their unit test. */
export const modalMoves = {
  open: (s: State, key: ModalKey): State =>
    s.current === 'sessionExpired' ? s : { current: key, queue: s.queue.filter((k) => k !== key) },
  close: (s: State): State => ({ current: s.queue[0] ?? null, queue: s.queue.slice(1) }),
  offer: (s: State, key: ModalKey): State => {
    if (s.current === key || s.queue.includes(key)) return s;
    return s.current === null
      ? { current: key, queue: s.queue }
      : { current: s.current, queue: [...s.queue, key] };
  },
  withdraw: (s: State, key: ModalKey): State => {
    const queue = s.queue.filter((k) => k !== key);
    if (s.current !== key) return queue.length === s.queue.length ? s : { current: s.current, queue };
    return { current: queue[0] ?? null, queue: queue.slice(1) };
  },
};

const ModalContext = createContext<ModalApi | null>(null);

/** One modal at a time, by key; the session-expired modal outranks any other. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ current: null, queue: [] });
  const open = useCallback((key: ModalKey) => setState((s) => modalMoves.open(s, key)), []);
  const close = useCallback(() => setState(modalMoves.close), []);
  const offer = useCallback((key: ModalKey) => setState((s) => modalMoves.offer(s, key)), []);
  const withdraw = useCallback((key: ModalKey) => setState((s) => modalMoves.withdraw(s, key)), []);
  const current = state.current;
  const value = useMemo<ModalApi>(
    () => ({ current, open, close, offer, withdraw }),
    [current, open, close, offer, withdraw],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalApi {
  const ctx = useContext(ModalContext);
  if (!ctx) throw new Error('useModals outside ModalProvider');
  return ctx;
}
