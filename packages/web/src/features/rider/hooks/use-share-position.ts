import { POSITION_INTERVAL_MS } from '@horno/domain/deliveries';
import { useEffect, useState } from 'react';
import { sharePosition } from '../api/share-position';

/** A little over the server's 5 s: a position sent right at the limit would not be kept. */
const SEND_EVERY_MS = POSITION_INTERVAL_MS + 500;

/** 'on': positions go out; 'asking': waiting for the phone's permission or first fix. */
export type SharingState = 'off' | 'asking' | 'on' | 'denied' | 'unavailable';

/**
 * While `active` (a trip under way), and only then, watches the phone's position and sends it at
 * most once every 5 s; stops when the trip ends, the shift ends or the screen closes. The browser
 * asks for the permission once.
 */
export function useSharePosition(active: boolean): SharingState {
  const [state, setState] = useState<SharingState>('off');
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('asking');
    // One position every 5 s at most: the newest one waiting goes out when the 5 s are up, so
    // where the rider stopped is never left unsaid.
    let sentAt = 0;
    let waiting: GeolocationPosition | null = null;
    let timer: number | undefined;
    const send = () => {
      timer = undefined;
      if (!waiting) return;
      const position = waiting;
      waiting = null;
      sentAt = Date.now();
      // Sent within seconds of being taken: the server dates it by its own clock (a phone's may
      // be off). A position refused (the trip ended meanwhile) changes nothing on the screen.
      sharePosition({
        lat: position.coords.latitude,
        lng: position.coords.longitude,
      }).catch(() => undefined);
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setState('on');
        waiting = position;
        if (timer !== undefined) return;
        timer = window.setTimeout(send, Math.max(0, sentAt + SEND_EVERY_MS - Date.now()));
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearTimeout(timer);
    };
  }, [active]);
  return state;
}
