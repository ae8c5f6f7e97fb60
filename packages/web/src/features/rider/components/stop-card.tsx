import { formatOrderNumber } from '@horno/domain/dates';
import { collectLabel, FAILED_DELIVERY_LABELS, type Stop } from '@horno/domain/deliveries';
import { formatTime } from '@horno/domain/dates';
import {
  Banknote,
  CheckCircle2,
  Map,
  MapPin,
  MessageCircle,
  Navigation,
  Phone,
  Undo2,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { callLink, googleMapsLink, wazeLink, whatsAppLink } from '../contact-links';

const linkClass = buttonClass({ variant: 'secondary', size: 'sm', className: 'min-h-12' });

function ExternalLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {icon}
      {label}
    </a>
  );
}

/** What the rider collects, in one prominent line. */
export function CollectLine({ stop }: { stop: Stop }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-warning-soft px-4 py-3 text-lg leading-snug font-extrabold text-ink">
      <Banknote aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <span>{collectLabel(stop.cobro)}</span>
    </p>
  );
}

/** The stop's customer and address, as the rider reads them at a glance. */
function StopHeading({ stop, total }: { stop: Stop; total: number }) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-on-primary tabular-nums"
      >
        {stop.orden}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">
          Parada {stop.orden} de {total} · Pedido{' '}
          <span className="tabular-nums">#{formatOrderNumber(stop.pedido)}</span>
        </p>
        <h3 className="text-xl leading-tight font-extrabold text-ink">{stop.cliente}</h3>
      </div>
    </div>
  );
}

function Address({ stop }: { stop: Stop }) {
  return (
    <div className="space-y-1">
      <p className="flex items-start gap-2 text-lg font-bold text-ink">
        <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <span>{stop.direccion}</span>
      </p>
      {stop.instrucciones ? (
        <p className="pl-7 text-base text-ink-muted">{stop.instrucciones}</p>
      ) : null}
    </div>
  );
}

/** A stop of a trip that has not left: where and what to collect, nothing to do yet. */
export function UpcomingStop({ stop, total }: { stop: Stop; total: number }) {
  return (
    <article
      aria-label={`Parada ${stop.orden}: pedido #${formatOrderNumber(stop.pedido)}`}
      className="space-y-3 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-line"
    >
      <StopHeading stop={stop} total={total} />
      <Address stop={stop} />
      <CollectLine stop={stop} />
    </article>
  );
}

/** A stop already closed: delivered, or back to the branch and why. */
export function DoneStop({ stop }: { stop: Stop }) {
  const delivered = stop.estado === 'ENTREGADO';
  return (
    <article
      aria-label={`Parada ${stop.orden}: pedido #${formatOrderNumber(stop.pedido)}`}
      className="flex items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3"
    >
      {delivered ? (
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
      ) : (
        <Undo2 aria-hidden="true" className="size-6 shrink-0 text-warning" />
      )}
      <div className="min-w-0">
        <p className="font-bold text-ink">
          {stop.orden}. {stop.cliente}{' '}
          <span className="font-normal text-ink-muted tabular-nums">
            #{formatOrderNumber(stop.pedido)}
          </span>
        </p>
        <p className={cn('text-sm font-bold', delivered ? 'text-success' : 'text-warning')}>
          {delivered
            ? `Entregado${stop.entregado_en ? ` ${formatTime(stop.entregado_en)}` : ''}`
            : `No entregado${stop.motivo ? `: ${FAILED_DELIVERY_LABELS[stop.motivo]}` : ''}`}
        </p>
      </div>
    </article>
  );
}

/** The stop to deliver: call, write, navigate, what to collect, and the two outcomes. */
export function ActiveStop({
  stop,
  total,
  onDelivered,
  onFailed,
}: {
  stop: Stop;
  total: number;
  onDelivered: () => void;
  onFailed: () => void;
}) {
  return (
    <article
      aria-label={`Parada ${stop.orden}: pedido #${formatOrderNumber(stop.pedido)}`}
      className="space-y-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-line"
    >
      <StopHeading stop={stop} total={total} />
      <Address stop={stop} />
      <CollectLine stop={stop} />
      <div className="grid grid-cols-2 gap-2">
        {stop.telefono ? (
          <>
            <a href={callLink(stop.telefono)} className={linkClass}>
              <Phone aria-hidden="true" className="size-5" />
              Llamar
            </a>
            <ExternalLink
              href={whatsAppLink(stop.telefono)}
              label="WhatsApp"
              icon={<MessageCircle aria-hidden="true" className="size-5" />}
            />
          </>
        ) : null}
        <ExternalLink
          href={googleMapsLink(stop)}
          label="Google Maps"
          icon={<Map aria-hidden="true" className="size-5" />}
        />
        <ExternalLink
          href={wazeLink(stop)}
          label="Waze"
          icon={<Navigation aria-hidden="true" className="size-5" />}
        />
      </div>
      <div className="grid gap-2 border-t border-line pt-4">
        <Button className="min-h-14 text-lg" onClick={onDelivered}>
          <CheckCircle2 aria-hidden="true" className="size-6" />
          Entregado
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={onFailed}>
          <XCircle aria-hidden="true" className="size-5" />
          No se pudo entregar
        </Button>
      </div>
    </article>
  );
}
