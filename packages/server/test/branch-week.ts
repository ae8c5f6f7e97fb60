/** A whole week of hours for a branch: every day `open`–`close` (null: closed), holiday row closed. */
export function week(sede: number, open: string | null, close: string | null) {
  return [
    ...[1, 2, 3, 4, 5, 6, 7].map((dia) => ({
      sede,
      dia_semana: dia,
      hora_inicio: open,
      hora_fin: close,
      cerrado: open === null,
      es_festivo: false,
    })),
    { sede, dia_semana: 1, hora_inicio: null, hora_fin: null, cerrado: true, es_festivo: true },
  ];
}
