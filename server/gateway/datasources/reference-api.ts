import { ttlFor } from './cache-config';
import type { RestClient } from './rest-client';
import type { TtlCache } from './ttl-cache';

export interface SportRow {
  sportId: number;
  sportName: string;
  highlight: boolean;
}

/** Site-wide reference calls (spec §7): the payload is the site key; answers are cached per endpoint. */
export class ReferenceAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly cache: TtlCache,
    private readonly siteKey: string,
  ) {}

  private cached<T>(endpoint: Parameters<typeof ttlFor>[0], path: string): Promise<T> {
    return this.cache.get(`${endpoint}:${this.siteKey}`, ttlFor(endpoint), () =>
      this.rest.post<T>({ path, body: { key: this.siteKey } }),
    );
  }

  async sports(): Promise<SportRow[]> {
    const response = await this.cached<{ data: SportRow[] }>('sportsList', '/sports/list');
    return response.data;
  }
}
