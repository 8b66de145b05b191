/**
 * A new event's fixture: a match no open event already plays, so a list never shows the same match
 * twice (once in play, once scheduled). First a fixture of the competition whose sides are both free;
 * then two free sides of the competition meet; then any fixture not being played; and when every one
 * is, the fixture is numbered ("… (2)") so its name still differs from the open one.
 */
export function pickFixture(fixtures: readonly string[], open: ReadonlySet<string>, random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sidesOf = (name: string) => name.split(' v ').map((side) => side.trim());
  const playing = new Set([...open].flatMap(sidesOf));
  const notOpen = fixtures.filter((name) => !open.has(name));
  const bothFree = notOpen.filter((name) => sidesOf(name).every((side) => !playing.has(side)));
  if (bothFree.length > 0) return pick(bothFree);
  const idle = [...new Set(fixtures.flatMap(sidesOf))].filter((side) => !playing.has(side));
  if (idle.length >= 2) {
    const home = pick(idle);
    return `${home} v ${pick(idle.filter((side) => side !== home))}`;
  }
  if (notOpen.length > 0) return pick(notOpen);
  const base = pick(fixtures);
  let n = 2;
  while (open.has(`${base} (${n})`)) n += 1;
  return `${base} (${n})`;
}
