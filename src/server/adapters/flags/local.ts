import { z } from 'zod';
import type { FlagsPort } from '@server/ports/flags.js';

/** One flag's targeting: on for everyone, or for the listed user keys, e-mails or names. */
const flagRule = z.object({
  on: z.boolean().default(false),
  keys: z.array(z.string()).default([]),
  emails: z.array(z.string()).default([]),
  names: z.array(z.string()).default([]),
});
export const flagRules = z.record(z.string(), flagRule);
export type FlagRules = z.infer<typeof flagRules>;

const norm = (s: string) => s.trim().toLowerCase();

/** Flags from configuration (FEATURE_FLAGS), evaluated in process with no network. */
export function localFlags(rules: FlagRules): FlagsPort {
  return {
    async isOn(flag, subject) {
      const rule = rules[flag];
      if (!rule) return false;
      if (rule.on) return true;
      return (
        rule.keys.includes(subject.key) ||
        rule.emails.map(norm).includes(norm(subject.email)) ||
        rule.names.map(norm).includes(norm(subject.name))
      );
    },
  };
}
