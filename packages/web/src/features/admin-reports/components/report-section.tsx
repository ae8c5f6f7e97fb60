import { REPORT_SECTION_LABELS, type ReportSection as Section } from '@horno/domain/reports';
import { Download } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { downloadReport, type ReportFormat } from '../api/download-report';
import type { ReportParams } from '../api/get-report';

interface ReportSectionProps {
  section: Section;
  params: ReportParams;
  description?: ReactNode;
  /** The section's answer: pending, failed, or there. */
  state: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: ReactNode;
}

/** A card of the report: its heading, its CSV and XLSX files, and what it shows. */
export function ReportSection({
  section,
  params,
  description,
  state,
  children,
}: ReportSectionProps) {
  const id = useId();
  const title = REPORT_SECTION_LABELS[section];
  return (
    <section
      aria-labelledby={id}
      className="report-section space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-extrabold text-ink">
            {title}
          </h2>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
        <div className="flex gap-2 print:hidden">
          <ExportButton section={section} params={params} formato="csv" title={title} />
          <ExportButton section={section} params={params} formato="xlsx" title={title} />
        </div>
      </div>
      {state.isPending ? (
        <div role="status" aria-label={`Cargando ${title.toLowerCase()}...`}>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : state.isError ? (
        <LoadError
          title={`No se pudo cargar: ${title.toLowerCase()}`}
          onRetry={() => void state.refetch()}
          error={state.error}
        />
      ) : (
        children
      )}
    </section>
  );
}

function ExportButton({
  section,
  params,
  formato,
  title,
}: {
  section: Section;
  params: ReportParams;
  formato: ReportFormat;
  title: string;
}) {
  const [busy, setBusy] = useState(false);
  const label = formato.toUpperCase();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Descargar ${title.toLowerCase()} en ${label}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadReport(section, params, formato)
          .catch((error: unknown) =>
            notify.error(failureMessage('No se pudo descargar el archivo', error)),
          )
          .finally(() => setBusy(false));
      }}
    >
      {busy ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}
