import { createServer, type AddressInfo, type Server } from 'node:net';
import { CP850_HIGH } from '../src/modules/printing/escpos';

/** A line of a printed ticket as a person reads it, with how it was printed. */
export interface PrintedLine {
  text: string;
  bold: boolean;
  /** Double width: half as many characters fit. */
  wide: boolean;
  /** Double height. */
  tall: boolean;
}

/** What ESC/POS bytes print, line by line: the commands the tickets use are read, not shown. */
export function readEscPos(bytes: Uint8Array): { lines: PrintedLine[]; cut: boolean } {
  const lines: PrintedLine[] = [];
  let text = '';
  let bold = false;
  let size = 0;
  let line = { bold: false, size: 0 };
  let cut = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x1b) {
      const command = bytes[i + 1];
      if (command === 0x40)
        i += 1; // ESC @: initialise
      else {
        if (command === 0x45) bold = bytes[i + 2] === 1; // ESC E n: bold
        i += 2; // ESC t n (code page), ESC a n (align), ESC d n (feed)
      }
      continue;
    }
    if (b === 0x1d) {
      const command = bytes[i + 1];
      if (command === 0x21) size = bytes[i + 2]!; // GS ! n: width × 16 + height
      if (command === 0x56) cut = true; // GS V 66 n: cut
      i += command === 0x56 ? 3 : 2;
      continue;
    }
    if (b === 0x0a) {
      lines.push({
        text,
        bold: line.bold,
        wide: (line.size & 0x70) > 0,
        tall: (line.size & 7) > 0,
      });
      text = '';
      continue;
    }
    // A line is printed as its first character is.
    if (text.trim() === '') line = { bold, size };
    text += b >= 0x80 ? CP850_HIGH[b - 0x80] : String.fromCharCode(b);
  }
  return { lines, cut };
}

/** A network thermal printer on a local port: it keeps every ticket it is sent, as bytes. */
export class FakePrinter {
  readonly tickets: Buffer[] = [];
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakePrinter> {
    const printer: FakePrinter = new FakePrinter(
      createServer((socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('end', () => {
          printer.tickets.push(Buffer.concat(chunks));
          for (const listener of printer.listeners) listener();
        });
      }),
    );
    await new Promise<void>((resolve) => printer.server.listen(0, '127.0.0.1', resolve));
    return printer;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The tickets' text, waiting up to `timeoutMs` until there are `count` of them. */
  async printed(count: number, timeoutMs = 5_000): Promise<ReturnType<typeof readEscPos>[]> {
    if (this.tickets.length < count) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${this.tickets.length} tickets printed, ${count} expected`)),
          timeoutMs,
        );
        const check = () => {
          if (this.tickets.length < count) return;
          clearTimeout(timer);
          this.listeners.delete(check);
          resolve();
        };
        this.listeners.add(check);
      });
    }
    return this.tickets.map(readEscPos);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A local port nothing listens on: a printer that is off. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
