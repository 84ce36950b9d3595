export interface ChatPort {
  /** Awards a milestone badge in the program's chat workspace. `id` makes a retry a no-op. */
  badge(input: { id: string; slackId: string; milestone: string }): Promise<void>;
  addToChannel(input: { id: string; slackId: string; channel: string }): Promise<void>;
  /** The chat member who signed up with this e-mail, or null. */
  findMemberByEmail(email: string): Promise<string | null>;
  setDisplayName(input: { id: string; slackId: string; displayName: string }): Promise<void>;
  /** Posts to a channel; `id` makes a retry a no-op. */
  sendMessage(input: { id: string; channel: string; text: string }): Promise<void>;
}
