import { Gift } from 'lucide-react';
import { useBonusOffer } from '../hooks/use-bonus-offer';

/** The yellow welcome-bonus notice, shown only while the bonus is on offer. */
export function BonusBanner() {
  const bono = useBonusOffer();
  if (!bono) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-crust/60 bg-warning-soft px-4 py-3 text-warning">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-crust/25">
        <Gift aria-hidden="true" className="size-5" />
      </span>
      <div className="space-y-0.5">
        <p className="font-extrabold">{bono.title}</p>
        {bono.message && <p className="text-sm leading-snug">{bono.message}</p>}
      </div>
    </div>
  );
}
