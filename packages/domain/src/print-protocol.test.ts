import { describe, expect, it } from 'vitest';
import { agentMessageOf, normalizePairingCode, serverMessageOf } from './print-protocol';

describe('the print agent protocol', () => {
  it('reads a pairing code however it was typed, and refuses what cannot be one', () => {
    expect(normalizePairingCode('k7qm 4xpa')).toBe('K7QM-4XPA');
    expect(normalizePairingCode(' K7QM-4XPA ')).toBe('K7QM-4XPA');
    expect(normalizePairingCode('K7QM-4XP')).toBeNull();
    // 0, O, 1, I and L are never in a code.
    expect(normalizePairingCode('K7QM-4XP0')).toBeNull();
  });

  it("reads the agent's frames and nothing else", () => {
    expect(agentMessageOf('{"type":"impreso","trabajo":7}')).toEqual({
      type: 'impreso',
      trabajo: 7,
    });
    expect(
      agentMessageOf(JSON.stringify({ type: 'error', trabajo: 7, motivo: 'x'.repeat(400) })),
    ).toMatchObject({ type: 'error', trabajo: 7, motivo: 'x'.repeat(300) });
    expect(agentMessageOf('{"type":"impreso","trabajo":-1}')).toBeNull();
    expect(agentMessageOf('no es json')).toBeNull();
  });

  it("reads the server's frames and nothing else", () => {
    const job = {
      type: 'imprimir',
      trabajo: 3,
      impresora: { host: '192.168.1.50', puerto: 9100, ancho: 58 },
      contenido: 'G0A=',
    };
    expect(serverMessageOf(JSON.stringify(job))).toEqual(job);
    expect(
      serverMessageOf(JSON.stringify({ ...job, impresora: { ...job.impresora, ancho: 70 } })),
    ).toBeNull();
    expect(
      serverMessageOf('{"type":"auth_ok","agente":1,"sede":{"id":1,"nombre":"Chapinero"}}'),
    ).toEqual({ type: 'auth_ok', agente: 1, sede: { id: 1, nombre: 'Chapinero' } });
  });
});
