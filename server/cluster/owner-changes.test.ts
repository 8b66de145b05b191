import { describe, expect, it } from 'vitest';
import { MemoryBus } from '../bus/memory-bus';
import { ANY_SUBJECT, OWNERS_SUBJECT, partSubject } from '../bus/subjects';
import { announceOwner, listenForOwners, OwnerChanges, resendOnTakeover } from './owner-changes';

/** The gateway's side of a partition changing hands (owner-changes.ts), on the in-memory bus. */
describe('owner changes', () => {
  it('wakes the waits on a partition when its new owner announces it, and only on that partition; junk announcements wake nothing', async () => {
    const bus = new MemoryBus();
    const { owners, stop } = await listenForOwners(bus);
    const woken: string[] = [];
    for (const p of [3, 4]) void owners.next(partSubject(p)).taken.then(() => woken.push(partSubject(p)));
    for (const junk of [null, {}, { partition: -1 }, { partition: 32 }, { partition: 3.5 }, { partition: '3' }]) bus.broadcast(OWNERS_SUBJECT, junk);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woken).toEqual([]);
    void owners.next(ANY_SUBJECT).taken.then(() => woken.push(ANY_SUBJECT));
    announceOwner(bus, 3);
    // cmd.any's waits end on any partition's new owner: the process that left may have held them.
    await expect.poll(() => woken).toEqual([partSubject(3), ANY_SUBJECT]);
    expect(owners.size).toBe(1);
    await stop();
    await bus.close();
    // Announcing on a closed bus does not throw: the commands wait for their timeout as before.
    expect(() => announceOwner(bus, 4)).not.toThrow();
  });

  it('sends again on each takeover until an answer comes, then stops waiting; a failure of the first send is the answer when it comes first', async () => {
    const owners = new OwnerChanges();
    const subject = partSubject(7);
    const answers: Array<(value: string) => void> = [];
    const send = () => new Promise<string>((resolve) => answers.push(resolve));
    const result = resendOnTakeover(send, subject, owners);
    expect(answers).toHaveLength(1);
    owners.heard(subject);
    await expect.poll(() => answers.length).toBe(2);
    owners.heard(subject);
    await expect.poll(() => answers.length).toBe(3);
    answers[2]!('from the third owner');
    await expect(result).resolves.toBe('from the third owner');
    // The sends that lost the race answer late, to no one; nothing waits any more.
    answers[0]!('late');
    expect(owners.size).toBe(0);

    const failing = resendOnTakeover(() => Promise.reject(new Error('NO_RESPONDERS')), subject, owners);
    await expect(failing).rejects.toThrow('NO_RESPONDERS');
    expect(owners.size).toBe(0);
    // cmd.any: sent again once, at the first takeover; later takeovers send nothing more.
    const anyAnswers: Array<(value: string) => void> = [];
    const anyResult = resendOnTakeover(() => new Promise<string>((resolve) => anyAnswers.push(resolve)), ANY_SUBJECT, owners);
    owners.heard(ANY_SUBJECT);
    await expect.poll(() => anyAnswers.length).toBe(2);
    owners.heard(ANY_SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(anyAnswers).toHaveLength(2);
    expect(owners.size).toBe(0);
    anyAnswers[1]!('from a process that serves');
    await expect(anyResult).resolves.toBe('from a process that serves');

    // Without owners (one process): one send.
    let sends = 0;
    await resendOnTakeover(async () => ++sends, subject, undefined);
    expect(sends).toBe(1);
  });

  it('an answer that did nothing waits for the earlier send still out: the old owner placing the bet is the answer, not the new owner’s busy refusal', async () => {
    const owners = new OwnerChanges();
    const subject = partSubject(5);
    const answers: Array<(value: string) => void> = [];
    const send = () => new Promise<string>((resolve) => answers.push(resolve));
    const didNothing = (reply: string) => reply === 'busy';
    const placed = resendOnTakeover(send, subject, owners, didNothing, 60_000);
    owners.heard(subject);
    await expect.poll(() => answers.length).toBe(2);
    // The new owner, just rebuilt, refuses at its door; the old one, draining, places the bet it had queued.
    answers[1]!('busy');
    await new Promise((resolve) => setTimeout(resolve, 20));
    answers[0]!('placed');
    await expect(placed).resolves.toBe('placed');
    expect(owners.size).toBe(0);

    // The old owner died: it never answers, and the refusal stands after the grace.
    const dead: Array<(value: string) => void> = [];
    const refused = resendOnTakeover(() => new Promise<string>((resolve) => dead.push(resolve)), subject, owners, didNothing, 50);
    owners.heard(subject);
    await expect.poll(() => dead.length).toBe(2);
    const at = Date.now();
    dead[1]!('busy');
    await expect(refused).resolves.toBe('busy');
    expect(Date.now() - at).toBeGreaterThanOrEqual(45);
    expect(owners.size).toBe(0);

    // Every send answered "nothing done": the last one's answer at once; a late failure of the other leaves it standing.
    const both: Array<{ resolve: (value: string) => void; reject: (err: Error) => void }> = [];
    const twice = resendOnTakeover(() => new Promise<string>((resolve, reject) => both.push({ resolve, reject })), subject, owners, didNothing, 60_000);
    owners.heard(subject);
    await expect.poll(() => both.length).toBe(2);
    both[1]!.resolve('busy');
    both[0]!.reject(new Error('TIMEOUT'));
    await expect(twice).resolves.toBe('busy');
  });
});
