// issue 32 (own texts): the credit part of the message catalogue, spread into MESSAGES (messages.ts).
export const CREDIT_MESSAGES = {} as const;
