import { StatusChip } from '@/components/status-chip';
import { graphql } from '@/gql/gql';
import type { RequestTimeline_RequestFragment } from '@/gql/graphql';
import { formatEventTime, formatMoney } from '@/lib/format';
import styles from './request-timeline.module.css';

export const RequestTimeline_request = graphql(`
  fragment RequestTimeline_request on BankingRequest {
    requestId
    kind
    amount
    utr
    status
    createdAt
    history {
      status
      at
      by
      note
    }
  }
`);

type Step = { key: string; label: string; state: 'done' | 'active' | 'waiting' | 'rejected'; at?: string; detail?: string };

/** The three steps of a request: submitted, with the upline, then approved or rejected (with the reason). */
export function timelineSteps(request: RequestTimeline_RequestFragment): Step[] {
  const decided = request.history.findLast((h) => h.status !== 'PENDING');
  const noun = request.kind === 'DEPOSIT' ? 'Deposit' : 'Withdrawal';
  const steps: Step[] = [
    { key: 'submitted', label: `${noun} submitted`, state: 'done', at: request.history[0]?.at ?? request.createdAt },
    { key: 'upline', label: 'With your upline', state: decided ? 'done' : 'active', detail: decided ? undefined : 'Waiting for approval — this page updates by itself' },
  ];
  if (!decided) steps.push({ key: 'decision', label: 'Approved or rejected', state: 'waiting' });
  else if (decided.status === 'APPROVED') {
    steps.push({ key: 'decision', label: 'Approved', state: 'done', at: decided.at, detail: request.kind === 'DEPOSIT' ? 'Credited to your balance' : 'Paid to your account' });
  } else steps.push({ key: 'decision', label: 'Rejected', state: 'rejected', at: decided.at, detail: decided.note ? `Reason: ${decided.note}` : undefined });
  return steps;
}

export interface RequestTimelineProps {
  request: RequestTimeline_RequestFragment;
}

/** A deposit's or withdrawal's timeline; it moves when the upline decides (the request is live in the cache). */
export function RequestTimeline({ request }: RequestTimelineProps) {
  return (
    <section className={styles.timeline} aria-label="Request timeline" data-state={request.status.toLowerCase()}>
      <header className={styles.head}>
        <span className={styles.amount}>{formatMoney(request.amount)}</span>
        {request.utr ? <span className={styles.utr}>UTR {request.utr}</span> : null}
        <StatusChip status={request.status} />
      </header>
      <ol className={styles.steps}>
        {timelineSteps(request).map((step) => (
          <li key={step.key} className={styles.step} data-state={step.state}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepMain}>
              <span className={styles.label}>{step.label}</span>
              {step.detail ? <span className={styles.detail}>{step.detail}</span> : null}
            </span>
            {step.at ? <time className={styles.at} dateTime={step.at}>{formatEventTime(step.at)}</time> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
