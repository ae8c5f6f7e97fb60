/** The back office's page of a branch's printing; its printers' forms are below it. */
export const printingPath = (sedeId: number) => `/sedes/${sedeId}/impresion`;

/** The form of the counter's printer (`estacionId` null) or of a station's. */
export const printerFormPath = (sedeId: number, estacionId: number | null) =>
  estacionId === null
    ? `${printingPath(sedeId)}/mostrador`
    : `${printingPath(sedeId)}/estaciones/${estacionId}`;
