// Reads a text/event-stream body into events. Used by the web app's live connection, the API tests and
// the delivery benchmark, so all three read the stream the same way.

export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Calls `onEvent` for every complete event in `stream` until it ends or `signal` aborts.
 * Comment lines (heartbeats) and `retry:` lines are skipped; multi-line data is joined with "\n".
 */
export async function readServerSentEvents(stream: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  }
}
