/** The session's place in the query cache; its own module so the offline queue can read it without a cycle. */
export const sessionKey = ['user', 'session'] as const;
