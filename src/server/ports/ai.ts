import type { EmailRating, PhotoAnalysis } from '../../shared/contracts/analysis.js';

export interface AiPort {
  /** Rates an address; the owner's name, when known, lets the rater check the address is built from it. */
  rateEmail(input: { email: string; firstName?: string; lastName?: string }): Promise<EmailRating>;
  /** Scores a profile photo 1–5 and says what works, what to improve and how to level up. */
  ratePhoto(input: { image: Buffer; type: string }): Promise<PhotoAnalysis>;
}
