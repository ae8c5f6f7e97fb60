import { describe, expect, it } from 'vitest';
import { readEscPos } from '../../../test/fake-printer';
import { encodeCp850, EscPos, wrap } from './escpos';

describe('the ESC/POS writer', () => {
  it('writes Spanish in code page 850, and what it lacks as near as it can', () => {
    const spanish = '¿Señor, pidió piña? ¡Sí! ÁÉÍÓÚ Ñ ü Ü';
    const { lines } = readEscPos(new EscPos(48).text(spanish).toBuffer());
    expect(lines.map((l) => l.text)).toEqual([spanish]);
    expect(encodeCp850('ñ')).toEqual([0xa4]);
    const typography = new EscPos(48).text('Crème “brûlée” – ő 😀').toBuffer();
    expect(readEscPos(typography).lines[0]!.text).toBe('Crème "brûlée" - o ?');
  });

  it('starts by initialising the printer and choosing the code page, and ends with a cut', () => {
    const bytes = new EscPos(32).text('Hola').cut().toBuffer();
    expect([...bytes.subarray(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 2]);
    expect([...bytes.subarray(-4)]).toEqual([0x1d, 0x56, 0x42, 3]);
  });

  it('wraps between words within the width, cutting only a word longer than a line', () => {
    expect(wrap('Bien tostada sin cebolla por favor', 16, '  ')).toEqual([
      'Bien tostada sin',
      '  cebolla por',
      '  favor',
    ]);
    expect(wrap('  Adiciones: queso', 12, '    ')).toEqual(['  Adiciones:', '    queso']);
    expect(wrap('Supercalifragilístico', 8)).toEqual(['Supercal', 'ifragilí', 'stico']);
    expect(wrap('uno\ndos', 32)).toEqual(['uno', 'dos']);
  });

  it('halves the line at double width, and puts amounts against the right margin', () => {
    const p = new EscPos(32);
    expect(p.size({ width: true }).width).toBe(16);
    expect(p.size().width).toBe(32);
    const { lines } = readEscPos(
      p.row('2 x Hawaiana grande con extra queso', '$ 64.000').toBuffer(),
    );
    expect(lines.map((l) => l.text)).toEqual([
      '2 x Hawaiana grande con',
      '  extra queso           $ 64.000',
    ]);
  });
});
