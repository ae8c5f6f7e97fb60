import { describe, expect, it } from 'vitest';
import { elapsedLabel, elapsedWords, toneAt } from './ticket-time';

const station = { minutos_ambar: 8, minutos_rojo: 12 };
const entered = '2026-11-25T12:00:00.000Z';
const at = (minutes: number, seconds = 0) =>
  Date.parse(entered) + minutes * 60_000 + seconds * 1000;

describe("a ticket's time in the kitchen", () => {
  it('reads as minutes and seconds, hours past the hour', () => {
    expect(elapsedLabel(0)).toBe('0:00');
    expect(elapsedLabel(at(7, 5) - Date.parse(entered))).toBe('7:05');
    expect(elapsedLabel(at(62, 30) - Date.parse(entered))).toBe('1:02:30');
    expect(elapsedWords(at(1, 59) - Date.parse(entered))).toBe('1 minuto');
    expect(elapsedWords(at(12) - Date.parse(entered))).toBe('12 minutos');
  });

  it("turns amber and red at the station's minutes", () => {
    expect(toneAt(entered, at(7, 59), station)).toBe('ok');
    expect(toneAt(entered, at(8), station)).toBe('amber');
    expect(toneAt(entered, at(12), station)).toBe('red');
    // A device clock a little behind the server's never shows a negative time.
    expect(toneAt(entered, at(-1), station)).toBe('ok');
  });
});
