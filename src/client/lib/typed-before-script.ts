import { useLayoutEffect, type RefObject } from 'react';

/**
 * A form the server drew (decision 039) takes input before the script has arrived; when React then takes
 * the page over, its state is still the empty form while the page shows what the person typed or chose.
 * On the first render in the browser the form's own fields are handed to `adopt`, so nothing typed on a
 * slow link is lost or silently ignored. (A form React drew itself hands back its own state: no change.)
 */
export function useTypedBeforeScript(
  form: RefObject<HTMLFormElement | null>,
  adopt: (fields: FormData) => void,
): void {
  useLayoutEffect(() => {
    if (form.current) adopt(new FormData(form.current));
    // Once: after that React owns the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The same for a file chooser: a photo or file chosen before the script arrived stays in the chooser, but
 * nobody heard it chosen. On the first render in the browser it is handed to `adopt`, as if chosen now, and
 * the chooser is emptied so the same file can be chosen again later.
 */
export function useChosenBeforeScript(
  chooser: RefObject<HTMLInputElement | null>,
  adopt: (file: File) => void,
): void {
  useLayoutEffect(() => {
    const input = chooser.current;
    const file = input?.files?.[0];
    if (!input || !file) return;
    input.value = '';
    adopt(file);
    // Once, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The same for a box ticked or unticked before the script arrived: the page shows the student's choice
 * while React's state still holds the server's. Hydrating keeps the box as the student left it, and its
 * default as the server drew it, so a difference is the student's choice, handed to `adopt`.
 */
export function useTickedBeforeScript(
  box: RefObject<HTMLInputElement | null>,
  adopt: (checked: boolean) => void,
): void {
  useLayoutEffect(() => {
    const input = box.current;
    if (input && input.checked !== input.defaultChecked) adopt(input.checked);
    // Once, as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
