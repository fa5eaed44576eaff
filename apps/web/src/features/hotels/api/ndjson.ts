/**
 * The values of an NDJSON body (one JSON value a line), each as soon as its line is complete:
 * a line split across chunks, or a multi-byte letter split across them, waits for the rest.
 * A last line without its newline is read too.
 */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as unknown;
    }
    pending += decoder.decode();
    if (pending.trim()) yield JSON.parse(pending) as unknown;
  } finally {
    // the consumer stopped early (a new search, the page left): the body is not read further
    await reader.cancel().catch(() => undefined);
  }
}
