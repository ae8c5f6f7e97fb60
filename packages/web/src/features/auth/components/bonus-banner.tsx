import type { BonoBienvenida } from '@horno/domain/auth';
import { Gift } from 'lucide-react';
import { useBonusOffer } from '../hooks/use-bonus-offer';

/** The yellow welcome-bonus notice, shown only while the bonus is on offer. */
export function BonusBanner() {
  const bono = useBonusOffer();
  if (!bono) return null;
  return <BonusBannerView title={bono.title} message={bono.message} />;
}

/** The notice itself, drawn from its texts (the back office previews it as it is edited). */
export function BonusBannerView({ title, message }: Pick<BonoBienvenida, 'title' | 'message'>) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-crust/60 bg-warning-soft px-4 py-3 text-warning">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-crust/25">
        <Gift aria-hidden="true" className="size-5" />
      </span>
      <div className="space-y-0.5">
        <p className="font-extrabold">{title}</p>
        {message && <p className="text-sm leading-snug">{message}</p>}
      </div>
    </div>
  );
}
