export const LOCAL_DOMAIN: string;

export interface LocalCaddyOptions {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreams: number[];
}

/** deploy/Caddyfile for `horno.localhost` on these ports, in front of these local ports. */
export function localCaddyfile(options: LocalCaddyOptions): string;

/** Starts Caddy with `localCaddyfile`, once `ready()` resolves true. */
export function startLocalCaddy(
  options: LocalCaddyOptions,
  ready: () => Promise<boolean>,
): Promise<{ spkiHashes(): string[]; stop(): Promise<void> }>;
