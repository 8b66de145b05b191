import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { BackofficeSettleUpQuery as SettleUpData, SettleUp_RecordFragment } from '@/gql/graphql';
import { graphqlFailure } from '@/lib/graphql-error';
import { BackofficeSettleUpQuery, RecordSettleUpMutation } from './reports-documents';
import { SettleUpView } from './settle-up-view';

export { BackofficeSettleUpQuery };

/** `/backoffice/settle-up`: the settle-up statement; an upline records a settle-up with a direct downline level. */
export function SettleUpPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<SettleUpData>);
  const [record] = useMutation(RecordSettleUpMutation);
  const revalidator = useRevalidator();
  const [recorded, setRecorded] = useState<SettleUp_RecordFragment | null>(null);
  const { upline, withUpline, withDownline, history } = data.backofficeSettleUp;
  return (
    <SettleUpView
      upline={upline}
      withUpline={withUpline}
      withDownline={withDownline}
      history={history}
      recorded={recorded}
      onRecord={async (input) => {
        try {
          const answer = await record({ variables: input });
          setRecorded(answer.data?.backofficeRecordSettleUp ?? null);
        } catch (error) {
          throw graphqlFailure(error);
        }
        // The answer is the record alone; the balances it changes are the exchange's figures, read once more (no stream carries them).
        void revalidator.revalidate();
      }}
    />
  );
}
