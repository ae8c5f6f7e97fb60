/** The back office's page of a branch's kitchen stations; its forms are below it. */
export const stationsPath = (sedeId: number) => `/sedes/${sedeId}/estaciones`;
