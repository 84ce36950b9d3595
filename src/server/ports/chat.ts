export interface ChatPort {
  /** Awards a milestone badge in the program's chat workspace. `id` makes a retry a no-op. */
  badge(input: { id: string; slackId: string; milestone: string }): Promise<void>;
  addToChannel(input: { id: string; slackId: string; channel: string }): Promise<void>;
}
