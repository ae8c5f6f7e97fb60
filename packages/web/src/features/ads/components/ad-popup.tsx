import {
  AD_POPUP_STORAGE_KEY,
  type AdsSeen,
  adsToShow,
  markAdsSeen,
  parseAdsSeen,
} from '@horno/domain/ad-memory';
import { AD_POPUP } from '@horno/domain/ad-popup';
import type { PublicidadPublica } from '@horno/domain/ads';
import { imageSrcSet } from '@horno/domain/images';
import { useEffect, useRef, useState } from 'react';
import { getCurrentAds } from '../api/get-current-ads';
import { AD_IMAGE_SIZES, AdCarousel } from './ad-carousel';

/** How long the pictures may take before the pop-up opens with those that came. */
const PICTURES_WAIT_MS = 4_000;
/** How often a busy page (another dialog open, someone typing) is looked at again. */
const BUSY_RETRY_MS = 1_000;

function readSeen(): AdsSeen {
  try {
    return parseAdsSeen(window.localStorage.getItem(AD_POPUP_STORAGE_KEY));
  } catch {
    return {};
  }
}

function writeSeen(seen: AdsSeen) {
  try {
    window.localStorage.setItem(AD_POPUP_STORAGE_KEY, JSON.stringify(seen));
  } catch {
    // Storage full or forbidden (private mode): the ad may show again, nothing worse.
  }
}

/** Fetches a picture as the carousel will draw it; false when it fails. */
function preload(ad: PublicidadPublica, sizes: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const srcSet = imageSrcSet(ad.imagen);
    if (srcSet) {
      image.sizes = sizes;
      image.srcset = srcSet;
    }
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = ad.imagen;
  });
}

/** The ads whose picture loaded (in order); one that fails or is late is left out. */
async function withPictures(ads: readonly PublicidadPublica[], sizes: string) {
  let timer: number | undefined;
  const late = new Promise<false>((resolve) => {
    timer = window.setTimeout(() => resolve(false), PICTURES_WAIT_MS);
  });
  const loaded = await Promise.all(ads.map((ad) => Promise.race([preload(ad, sizes), late])));
  window.clearTimeout(timer);
  return ads.filter((_, i) => loaded[i]);
}

/** Another dialog or menu is open, or the customer is typing: the pop-up waits its turn. */
function pageIsBusy(): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
  );
}

/**
 * The ads' pop-up: the current ads not shown on this device in the last two days, once their
 * pictures have loaded and the page is free. Each ad is remembered when it is shown.
 * `onDone` once it has closed or had nothing to show.
 */
export default function AdPopup({ onDone }: { onDone: () => void }) {
  const [slides, setSlides] = useState<PublicidadPublica[]>([]);
  const [open, setOpen] = useState(false);
  const current = useRef<number[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    let retry: number | undefined;
    const show = (ads: PublicidadPublica[]) => {
      if (controller.signal.aborted) return;
      if (pageIsBusy()) {
        retry = window.setTimeout(() => show(ads), BUSY_RETRY_MS);
        return;
      }
      setSlides(ads);
      setOpen(true);
    };
    void (async () => {
      try {
        const ads = await getCurrentAds(controller.signal);
        current.current = ads.map((ad) => ad.id);
        const due = adsToShow(ads, readSeen(), Date.now());
        const ready = await withPictures(due, AD_IMAGE_SIZES);
        if (controller.signal.aborted) return;
        if (ready.length === 0) onDone();
        else show(ready);
      } catch {
        // Ads are a bonus: a failed call shows nothing and says nothing.
        if (!controller.signal.aborted) onDone();
      }
    })();
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [onDone]);

  const close = () => {
    setOpen(false);
    onDone();
  };

  if (slides.length === 0) return null;
  return (
    <AdCarousel
      open={open}
      slides={slides}
      onClose={close}
      onShown={(id) => writeSeen(markAdsSeen(readSeen(), [id], Date.now(), current.current))}
      onBroken={(id) => {
        const rest = slides.filter((ad) => ad.id !== id);
        if (rest.length === 0) close();
        setSlides(rest);
      }}
      autoCloseMs={AD_POPUP.autoCloseMs}
      intervalMs={AD_POPUP.intervalMs}
    />
  );
}
