import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoCasinoGames } from './seed-world';

const PUBLIC = path.join(import.meta.dirname, '..', '..', '..', 'public');

/** Issue 19: casino tiles have real artwork (public/casino, scripts/draw-artwork.py), not plain colour blocks. */
describe('casino lobby artwork', () => {
  it('ships a small drawn SVG for every game id of the lobby', () => {
    for (const game of demoCasinoGames) {
      const file = path.join(PUBLIC, game.image);
      expect(statSync(file).size, game.image).toBeLessThan(8_000);
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith('<svg'), game.image).toBe(true);
      // Drawn: shapes beyond the background.
      expect((text.match(/<(path|circle|ellipse|text|g)\b/g) ?? []).length, game.image).toBeGreaterThan(3);
    }
    // One picture per game: no two games share artwork.
    const drawings = new Set(demoCasinoGames.map((g) => readFileSync(path.join(PUBLIC, g.image), 'utf8')));
    expect(drawings.size).toBe(demoCasinoGames.length);
  });

});
