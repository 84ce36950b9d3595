import { z } from 'zod';

/** Lines of a text box as a list, and back. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A text box of lines, each a list item: how many lines and how long each may be. */
export const linesField = (maxLines: number, maxLength: number) =>
  z
    .string()
    .refine((v) => linesOf(v).length <= maxLines, `Please keep it to ${maxLines} lines.`)
    .refine(
      (v) => linesOf(v).every((l) => l.length <= maxLength),
      `Please keep each line under ${maxLength} characters.`,
    );
