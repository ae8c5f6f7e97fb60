// A small ESC/POS writer for 58 and 80 mm network thermal printers (Epson TM, Xprinter and the
// like): the few commands a ticket needs, and text in code page 850, which every one of them has
// and which holds Spanish (á é í ó ú ñ ü ¿ ¡ and their capitals).

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** `ESC t 2`: the printer's table for PC850 (Multilingual Latin I). */
const CODE_PAGE_850 = 2;

/** The characters of bytes 0x80–0xFF in code page 850. */
export const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const HIGH_BYTE = new Map([...CP850_HIGH].map((char, i) => [char, 0x80 + i]));

/** Typography the code page lacks, written the nearest way it can. */
const PLAIN: Record<string, string> = {
  '\u00a0': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
};

/** A text as code page 850 bytes; what it cannot hold loses its accent, or becomes '?'. */
export function encodeCp850(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) bytes.push(code);
    else if (PLAIN[char] !== undefined) bytes.push(...encodeCp850(PLAIN[char]));
    else if (HIGH_BYTE.has(char)) bytes.push(HIGH_BYTE.get(char)!);
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      bytes.push(bare.length === 1 && bare.charCodeAt(0) < 0x7f ? bare.charCodeAt(0) : 0x3f);
    }
  }
  return bytes;
}

/**
 * `text` in lines of at most `columns` characters, broken between words (a word longer than a
 * line is cut); the first line keeps the text's leading spaces, the others start with `indent`.
 */
export function wrap(text: string, columns: number, indent = ''): string[] {
  const lines: string[] = [];
  const lead = /^ */.exec(text)![0];
  const prefix = () => (lines.length > 0 ? indent : lead);
  for (const paragraph of text.split('\n')) {
    let line: string | null = null;
    for (let word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line !== null && line.length + 1 + word.length <= columns) {
        line += ` ${word}`;
        continue;
      }
      if (line !== null) lines.push(line);
      while (prefix().length + word.length > columns) {
        const room = Math.max(1, columns - prefix().length);
        lines.push(prefix() + word.slice(0, room));
        word = word.slice(room);
      }
      line = prefix() + word;
    }
    lines.push(line ?? '');
  }
  return lines;
}

export type Align = 'left' | 'center' | 'right';
const ALIGN: Record<Align, number> = { left: 0, center: 1, right: 2 };

/**
 * A ticket being written: `columns` characters a line at normal size (32 on 58 mm paper, 48 on
 * 80 mm). Text is wrapped here, so the printer never breaks a word.
 */
export class EscPos {
  private readonly bytes: number[] = [ESC, 0x40, ESC, 0x74, CODE_PAGE_850];
  private wide = false;

  constructor(private readonly columns: number) {}

  /** Characters a line holds at the current size. */
  get width(): number {
    return this.wide ? Math.floor(this.columns / 2) : this.columns;
  }

  align(align: Align): this {
    this.bytes.push(ESC, 0x61, ALIGN[align]);
    return this;
  }

  bold(on: boolean): this {
    this.bytes.push(ESC, 0x45, on ? 1 : 0);
    return this;
  }

  /** Double width and/or double height (`GS ! n`); both off is the normal size. */
  size(double: { width?: boolean; height?: boolean } = {}): this {
    this.wide = double.width === true;
    this.bytes.push(GS, 0x21, (this.wide ? 0x10 : 0) | (double.height ? 0x01 : 0));
    return this;
  }

  /** One or more lines of text, wrapped; later lines of a wrapped one start with `indent`. */
  text(value: string, indent = ''): this {
    for (const line of wrap(value, this.width, indent)) this.bytes.push(...encodeCp850(line), LF);
    return this;
  }

  /** `left` and `right` on one line, `right` against the margin; `left` wraps before it. */
  row(left: string, right: string): this {
    const room = this.width - right.length - 1;
    if (room < 8) return this.text(left, '  ').text(right.padStart(this.width));
    const lines = wrap(left, room, '  ');
    lines.push(`${lines.pop()!.padEnd(this.width - right.length)}${right}`);
    for (const line of lines) this.bytes.push(...encodeCp850(line), LF);
    return this;
  }

  rule(char = '-'): this {
    return this.text(char.repeat(this.width));
  }

  feed(lines = 1): this {
    this.bytes.push(ESC, 0x64, lines);
    return this;
  }

  /** Feeds the paper past the cutter and cuts, leaving a hinge (`GS V 66 n`). */
  cut(): this {
    this.bytes.push(GS, 0x56, 0x42, 3);
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}
