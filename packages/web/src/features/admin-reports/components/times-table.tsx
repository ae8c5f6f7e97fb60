import { formatDuration, TIME_SEGMENT_LABELS, type TimesReport } from '@horno/domain/reports';

/** Medians and 90th percentiles per branch and segment, with the orders left out. */
export function TimesTable({ report }: { report: TimesReport }) {
  const branches = report.periodo.sedes;
  return (
    <div className="space-y-4">
      {branches.map((sede) => (
        <div key={sede.id} className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="pb-2 text-left font-bold text-ink">{sede.nombre}</caption>
            <thead className="text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-1 text-left font-bold">
                  Tramo
                </th>
                <th scope="col" className="py-1 text-right font-bold">
                  Mediana
                </th>
                <th scope="col" className="py-1 text-right font-bold">
                  Percentil 90
                </th>
                <th scope="col" className="py-1 text-right font-bold">
                  Pedidos
                </th>
                <th scope="col" className="py-1 text-right font-bold">
                  Sin datos
                </th>
              </tr>
            </thead>
            <tbody>
              {report.filas
                .filter((f) => f.sede.id === sede.id)
                .map((f) => (
                  <tr key={f.tramo} className="border-t border-line">
                    <th scope="row" className="py-2 pr-2 text-left font-bold text-ink">
                      {TIME_SEGMENT_LABELS[f.tramo]}
                    </th>
                    <td className="py-2 text-right tabular-nums">{formatDuration(f.mediana)}</td>
                    <td className="py-2 text-right tabular-nums">{formatDuration(f.p90)}</td>
                    <td className="py-2 text-right tabular-nums">{f.pedidos}</td>
                    <td className="py-2 text-right text-ink-muted tabular-nums">{f.sin_datos}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="text-xs text-ink-muted">
        Desde el historial de estados de cada pedido. &quot;Sin datos&quot;: pedidos a los que les
        falta uno de los dos momentos del tramo; no cuentan en la mediana.
      </p>
    </div>
  );
}
