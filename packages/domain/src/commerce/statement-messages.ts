// issue 32 (own texts): the statement part of the message catalogue, spread into MESSAGES (messages.ts).
export const STATEMENT_MESSAGES = {} as const;
