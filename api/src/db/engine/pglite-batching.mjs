// pglite-socket 0.2.17 hands PGlite one protocol message at a time: a query through `pg` (Parse,
// Bind, Describe, Execute, Sync) costs five trips into PGlite, each with its own queue turn,
// lock, flush and file-system sync. PGlite's execProtocolRaw runs every message of its input, so
// the messages that have arrived together are handed over together: one trip per query.
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

const PROTOCOL_VERSION_3 = 196608;
const TERMINATE = 0x58; // 'X': PGlite answers it alone, before reading anything else.

/** Bytes at the start of `buffer` that make whole messages PGlite may run in one go (0: none yet). */
export function wholeMessages(buffer) {
  if (buffer.length >= 8 && buffer.readInt32BE(4) === PROTOCOL_VERSION_3) {
    const length = buffer.readInt32BE(0);
    return buffer.length >= length ? length : 0;
  }
  let end = 0;
  while (buffer.length - end >= 5) {
    const length = 1 + buffer.readInt32BE(end + 1);
    if (buffer.length - end < length) break;
    if (buffer[end] === TERMINATE) return end === 0 ? length : end;
    end += length;
  }
  return end;
}

export function batchProtocolMessages() {
  PGLiteSocketHandler.prototype.handleData = async function handleData(data) {
    if (!this.socket || !this.active) return 0;
    this.messageBuffer = Buffer.concat([this.messageBuffer, data]);
    let handled = 0;
    while (this.messageBuffer.length > 0 && this.socket && this.active) {
      if (this.handleSslRequest() || this.handleCancelRequest()) continue;
      const end = wholeMessages(this.messageBuffer);
      if (end === 0) break;
      const batch = new Uint8Array(this.messageBuffer.subarray(0, end));
      this.messageBuffer = this.messageBuffer.subarray(end);
      await this.queryQueue.enqueue(this.id, batch, (answer) => {
        if (answer.length > 0 && this.socket?.writable && this.active) {
          this.socket.write(Buffer.from(answer));
        }
      });
      handled += end;
    }
    return handled;
  };
}
