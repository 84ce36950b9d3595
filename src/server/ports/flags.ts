/** Who a feature flag is asked about: flags target people by user key, e-mail and name (spec 000 §6). */
interface FlagSubject {
  key: string;
  email: string;
  name: string;
}

/** Feature flags (spec 000 §6 "Spending information is shown only if a feature flag allows it"). */
export interface FlagsPort {
  isOn(flag: string, subject: FlagSubject): Promise<boolean>;
}
