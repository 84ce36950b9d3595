import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

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
  | 'firsthandCdla'
  | 'truckingTrivia'
  | 'documentsReminder';

interface ModalApi {
  current: ModalKey | null;
  open(key: ModalKey): void;
  close(): void;
}

const ModalContext = createContext<ModalApi | null>(null);

/** One modal at a time, by key; the session-expired modal outranks any other. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalKey | null>(null);
  const value = useMemo<ModalApi>(
    () => ({
      current,
      open: (key) => setCurrent((now) => (now === 'sessionExpired' ? now : key)),
      close: () => setCurrent(null),
    }),
    [current],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalApi {
  const ctx = useContext(ModalContext);
  if (!ctx) throw new Error('useModals outside ModalProvider');
  return ctx;
}
