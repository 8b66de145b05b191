import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import type { SiteSettingsPageQuery } from '@/gql/graphql';
import { graphqlFailure } from '@/lib/graphql-error';
import { SiteSettingsQuery, UpdateSiteSettings } from './operator-documents';
import { operatorErrorText } from './operator-words';
import { SettingsView } from './settings-view';

export { SiteSettingsQuery };

/** `/backoffice/settings` (operator only): the site settings, saved through updateSiteSettings. */
export function SettingsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<SiteSettingsPageQuery>);
  // SiteSettings is a cache singleton (apollo.ts): the save's answer is the page's settings.
  const [save] = useMutation(UpdateSiteSettings);
  return (
    <SettingsView
      settings={data.siteSettings}
      onSave={async (input) => {
        try {
          await save({ variables: { input } });
          return null;
        } catch (error) {
          return operatorErrorText(graphqlFailure(error));
        }
      }}
    />
  );
}
