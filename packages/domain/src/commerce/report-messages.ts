// issue 32 (own texts): the report part of the message catalogue, spread into MESSAGES (messages.ts).
export const REPORT_MESSAGES = {} as const;
