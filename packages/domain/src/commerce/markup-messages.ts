// issue 32 (own texts): the markup part of the message catalogue, spread into MESSAGES (messages.ts).
export const MARKUP_MESSAGES = {} as const;
