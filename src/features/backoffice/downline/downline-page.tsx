import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import type { BackofficeDownlineQuery as DownlineData } from '@/gql/graphql';
import { CreateUserDialog } from './create-user-dialog';
import { creatableRoles } from './creatable-roles';
import type { Crumb } from './downline-types';
import { CreateUserMutation } from './downline-documents';
import { downlineHref, placeOf } from './downline-paths';
import { DownlineTreeView } from './downline-tree-view';
import { UserCardActs } from './user-card-acts';
import { useAct } from './use-act';

export { BackofficeDownlineQuery } from './downline-documents';
export { downlineVariables } from './downline-paths';

/** `/backoffice/downline`: the tree from me down, a level at a time, with the user card of `?user=` and its acts. */
export function DownlinePage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DownlineData>);
  const navigate = useNavigate();
  const place = placeOf(new URL(useLocation().search, 'http://x'));
  const me = data.backofficeMe;
  const page = data.backofficeChildren;
  const [creating, setCreating] = useState(false);
  const [createState, runCreate, resetCreate] = useAct();
  const [create] = useMutation(CreateUserMutation);
  const crumbs: Crumb[] = [
    { label: `${me.userName} (you)`, to: downlineHref({}) },
    ...(data.opened ? [...data.opened.trail, data.opened.user.userName] : []).map((name) => ({ label: name, to: downlineHref({ parent: name }) })),
  ];
  const roles = creatableRoles(me.role);
  return (
    <DownlineTreeView
      crumbs={crumbs}
      users={page.users}
      total={page.total}
      from={place.after ? place.from : 0}
      nextHref={page.nextCursor ? downlineHref({ ...place, user: null, after: page.nextCursor, from: (place.after ? place.from : 0) + page.users.length }) : null}
      firstHref={place.after ? downlineHref({ ...place, user: null, after: null }) : null}
      search={place.search}
      onSearch={(search) => void navigate(downlineHref({ parent: place.parent, search }))}
      cardHref={(user) => downlineHref({ ...place, user })}
      drillHref={(parent) => downlineHref({ parent })}
      onCreate={
        roles.length > 0
          ? () => {
              resetCreate();
              setCreating(true);
            }
          : undefined
      }
    >
      {data.card ? (
        <UserCardActs
          key={data.card.user.userName}
          card={data.card}
          me={me}
          closeHref={downlineHref({ ...place, user: null })}
        />
      ) : null}
      {creating ? (
        <CreateUserDialog
          roles={roles}
          askParent={me.role === 'operator'}
          defaultParent={place.parent}
          myAvailable={me.role === 'operator' ? null : me.available}
          open
          onOpenChange={setCreating}
          state={createState}
          onSubmit={(input) =>
            runCreate(async () => {
              const result = await create({ variables: { input } });
              const made = result.data?.backofficeCreateUser.userName;
              // The new user's card, at the level it joined (read afresh: the level's page now holds it).
              if (made) void navigate(downlineHref({ parent: me.role === 'operator' ? input.parent : null, user: made }));
            })
          }
        />
      ) : null}
    </DownlineTreeView>
  );
}
