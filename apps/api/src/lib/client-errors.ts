import type { Socket } from 'node:net';

// What Node's HTTP parser refuses never reaches Fastify's routes or error handler: answer it
// here in the portal's shape ({ message } in Spanish) instead of 'Client Error' or nothing.
const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'La solicitud es demasiado larga'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La solicitud tardó demasiado en llegar'],
};
const BAD: [number, string, string] = [400, 'Bad Request', 'La solicitud no es válida'];

export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, message] = ANSWERS[err.code ?? ''] ?? BAD;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
