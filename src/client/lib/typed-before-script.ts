import { useLayoutEffect, type RefObject } from 'react';

/**
 * A form the server drew (decision 039) takes input before the script has arrived; when React then takes
 * the page over, its state is still the empty form while the page shows what the person typed, chose or
 * ticked. Each hook below reads its element once, on the first render in the browser, and hands what the
 * person did to `adopt`, so nothing done on a slow link is lost or silently ignored. (An element React
 * drew itself holds nothing of the kind: no change.)
 */
function useOnFirstRender<E extends HTMLElement>(element: RefObject<E | null>, read: (el: E) => void): void {
  useLayoutEffect(() => {
    if (element.current) read(element.current);
    // Once: after that React owns the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The form's own fields. */
export function useTypedBeforeScript(
  form: RefObject<HTMLFormElement | null>,
  adopt: (fields: FormData) => void,
): void {
  useOnFirstRender(form, (el) => adopt(new FormData(el)));
}

/**
 * A file chooser: the file stays in it, but nobody heard it chosen. The chooser is emptied so the same
 * file can be chosen again later.
 */
export function useChosenBeforeScript(
  chooser: RefObject<HTMLInputElement | null>,
  adopt: (file: File) => void,
): void {
  useOnFirstRender(chooser, (input) => {
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    adopt(file);
  });
}

/**
 * A box: hydrating keeps it as the student left it, and its default as the server drew it, so a
 * difference is the student's choice.
 */
export function useTickedBeforeScript(
  box: RefObject<HTMLInputElement | null>,
  adopt: (checked: boolean) => void,
): void {
  useOnFirstRender(box, (input) => {
    if (input.checked !== input.defaultChecked) adopt(input.checked);
  });
}
