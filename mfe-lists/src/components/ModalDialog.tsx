import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface ModalDialogProps {
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for a message that needs acknowledging. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus starts (the heading, for a dialog taller than a phone's screen); the browser's first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape, or the dialog closed in any other way. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the page behind is inert, Escape closes it, and focus goes back
 * to what had it before (the button that opened it) however it closes. Shown while mounted.
 */
export function ModalDialog({ labelledBy, describedBy, role, initialFocus, onClose, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-stone-200 bg-white p-0 text-stone-800 shadow-xl backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">{children}</div>
    </dialog>
  );
}
