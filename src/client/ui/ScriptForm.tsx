import type { ComponentProps, FormEvent } from 'react';
import { useHydrated } from '@client/lib/browser-value';

/**
 * A form that works through the script only (it has no plain HTML action). On a page the server rendered,
 * its fields and buttons stay disabled until the script has taken the page over: typed earlier, a value
 * would be lost, and a press would send the browser's own GET with the fields in the address. Without the
 * script at all the form cannot work, and says so by staying disabled. The fieldset draws no box.
 */
export function ScriptForm({
  children,
  onSend,
  ...form
}: ComponentProps<'form'> & {
  /** What sending the form does, in place of the browser's own send (an `onSubmit` that prevents it). */
  onSend?: () => void;
}) {
  const hydrated = useHydrated();
  const send = onSend && {
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      onSend();
    },
  };
  return (
    <form {...form} {...send}>
      <fieldset className="script-form" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
