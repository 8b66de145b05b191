import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMOTIONS } from '@/components/promotions';

const PUBLIC = path.join(import.meta.dirname, '..', '..', 'public');

/** Issue 19: promotion banners have real artwork (public/promotions, scripts/draw-artwork.py), not plain colour blocks. */
describe('promotion artwork', () => {
  it('ships a drawn SVG for every promotion banner', () => {
    for (const promotion of PROMOTIONS) {
      const text = readFileSync(path.join(PUBLIC, 'promotions', `${promotion.id}.svg`), 'utf8');
      expect(text.startsWith('<svg'), promotion.id).toBe(true);
      expect(text.length, promotion.id).toBeLessThan(8_000);
    }
  });
});
