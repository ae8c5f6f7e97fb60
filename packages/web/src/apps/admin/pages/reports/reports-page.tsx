import { bogotaParts } from '@horno/domain/bogota-time';
import { PrintButton } from '../../../../components/ui/print-button';
import type {
  ChannelsReport,
  CustomersReport,
  HoursReport,
  ProductsReport,
  SalesReport,
  SummaryReport,
  TimesReport,
} from '@horno/domain/reports';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useAuthStore } from '../../../../features/auth/store';
import { PrintArea } from '../../../../features/dispatch/components/print-area';
import { type ReportParams, useReport } from '../../../../features/admin-reports/api/get-report';
import { CustomersPanel } from '../../../../features/admin-reports/components/customers-panel';
import { HeatMap } from '../../../../features/admin-reports/components/heat-map';
import { ProductMix } from '../../../../features/admin-reports/components/product-mix';
import { ReportControls } from '../../../../features/admin-reports/components/report-controls';
import { ReportSection } from '../../../../features/admin-reports/components/report-section';
import { SalesChart } from '../../../../features/admin-reports/components/sales-chart';
import { ShareTable } from '../../../../features/admin-reports/components/share-table';
import { SummaryCards } from '../../../../features/admin-reports/components/summary-cards';
import { TimesTable } from '../../../../features/admin-reports/components/times-table';
import '../../../../features/admin-reports/components/report-print.css';
import {
  paramsFromSearch,
  searchFromParams,
} from '../../../../features/admin-reports/report-params';
import { useServerNow } from '../../../../lib/server-clock';
import { useAdminTitle } from '../../hooks/use-admin-title';

/** /reportes: the owner's numbers for a period, a branch or all, with a comparison. */
export function ReportsPage() {
  useAdminTitle('Reportes');
  const now = useServerNow(60_000);
  if (now === null) {
    return (
      <div role="status" aria-label="Cargando..." className="space-y-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  return <Reports today={bogotaParts(new Date(now)).ymd} />;
}

function Reports({ today }: { today: string }) {
  const branches = useAuthStore((s) => s.profile?.sedes ?? []);
  const [search, setSearch] = useSearchParams();
  const params = paramsFromSearch(
    search,
    today,
    branches.map((b) => b.id),
  );
  const change = (next: ReportParams) => setSearch(searchFromParams(next), { replace: true });

  const summary = useReport<SummaryReport>('resumen', params);
  const sales = useReport<SalesReport>('ventas', params);
  const channels = useReport<ChannelsReport>('canales', params);
  const products = useReport<ProductsReport>('productos', params);
  const hours = useReport<HoursReport>('horas', params);
  const times = useReport<TimesReport>('tiempos', params);
  const customers = useReport<CustomersReport>('clientes', params);
  const heading = summary.data?.periodo.etiqueta;
  const versus = summary.data?.comparacion?.etiqueta;

  return (
    <PrintArea>
      <div className="report-print space-y-4">
        <PageHeader
          title="Reportes"
          description={
            heading ? (
              <span aria-live="polite">
                <strong className="text-ink">{heading}</strong>
                {versus ? <> comparado con {versus}</> : null}. Ventas sin cancelados ni vencidos,
                en días de Bogotá.
              </span>
            ) : (
              'Ventas, productos, horas, tiempos y clientes por periodo y sede.'
            )
          }
          actions={<PrintButton variant="secondary" />}
        />
        <ReportControls params={params} today={today} branches={branches} onChange={change} />
        <ReportSection section="resumen" params={params} state={summary}>
          {summary.data ? <SummaryCards report={summary.data} /> : null}
        </ReportSection>
        <ReportSection
          section="ventas"
          params={params}
          state={sales}
          description={
            params.desde === params.hasta ? 'Ventas netas por hora.' : 'Ventas netas por día.'
          }
        >
          {sales.data ? <SalesChart report={sales.data} /> : null}
        </ReportSection>
        <ReportSection section="canales" params={params} state={channels}>
          {channels.data ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ShareTable
                caption="Tipo de pedido"
                rows={channels.data.tipos}
                compared={channels.data.comparacion !== null}
              />
              <ShareTable
                caption="Canal"
                rows={channels.data.canales}
                compared={channels.data.comparacion !== null}
              />
            </div>
          ) : null}
        </ReportSection>
        <ReportSection
          section="productos"
          params={params}
          state={products}
          description="Las pizzas de 'Arma tu pizza' cuentan por mitades, cada una con su sabor."
        >
          {products.data ? <ProductMix report={products.data} /> : null}
        </ReportSection>
        <ReportSection section="horas" params={params} state={hours}>
          {hours.data ? <HeatMap report={hours.data} /> : null}
        </ReportSection>
        <ReportSection section="tiempos" params={params} state={times}>
          {times.data ? <TimesTable report={times.data} /> : null}
        </ReportSection>
        <ReportSection section="clientes" params={params} state={customers}>
          {customers.data ? <CustomersPanel report={customers.data} /> : null}
        </ReportSection>
      </div>
    </PrintArea>
  );
}
