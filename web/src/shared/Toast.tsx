import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** How long a confirmation stays, and so how long an action can still be undone. */
export const TOAST_MS = 6_000;

export interface ToastOptions {
  /** What happened, in a short sentence: "Moved 3 transactions to Groceries". */
  message: string;
  severity?: 'success' | 'error' | 'info';
  /** A reversible action offers "Undo" while the toast shows. */
  undo?: () => void | Promise<void>;
}

type Notify = (options: ToastOptions) => void;

const TOAST_COLOURS = { success: '#1d5527', error: '#a12626', info: '#1f4e79' } as const;

const ToastContext = createContext<Notify>(() => undefined);

/** Shows a short confirmation after an action, with Undo when the action can be reversed. */
export const useToast = (): Notify => useContext(ToastContext);

interface Shown extends ToastOptions {
  key: number;
}

/** One toast at a time, bottom centre (above the phone tab bar); a new one replaces the one before. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const current = useRef<Shown | null>(null);
  const counter = useRef(0);

  const notify = useCallback<Notify>((options) => {
    counter.current += 1;
    const next = { ...options, key: counter.current };
    current.current = next;
    setShown(next);
  }, []);

  const close = useCallback(() => {
    current.current = null;
    setShown(null);
  }, []);

  /** Undo runs once: the toast goes first, so a second click cannot run it again. */
  const undo = useCallback(() => {
    const run = current.current?.undo;
    if (!run) return;
    current.current = null;
    setShown(null);
    void Promise.resolve(run()).catch(() => undefined);
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={shown?.key}
        open={shown !== null}
        autoHideDuration={TOAST_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 88, sm: 24 } }}
      >
        {shown ? (
          <Alert
            severity={shown.severity ?? 'success'}
            variant="filled"
            role="status"
            data-testid="toast"
            onClose={close}
            action={
              shown.undo ? (
                <Button color="inherit" size="small" onClick={undo} sx={{ fontWeight: 800, minHeight: 36 }}>
                  Undo
                </Button>
              ) : undefined
            }
            // Darker than the palette's success and error, so the white text stays above 4.5:1.
            sx={{ alignItems: 'center', minWidth: { sm: 360 }, bgcolor: TOAST_COLOURS[shown.severity ?? 'success'] }}
          >
            {shown.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}
