import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import type { SiteSettingsPageQuery } from '@/gql/graphql';
import { graphqlFailure } from '@/lib/graphql-error';
import { SiteSettingsQuery, UpdateSiteSettings } from './operator-documents';
import { operatorErrorText } from './operator-words';
import { SettingsView } from './settings-view';

export { SiteSettingsQuery };

/** `/backoffice/settings` (operator only): the site settings, saved through updateSiteSettings (its answer replaces the form). */
export function SettingsPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<SiteSettingsPageQuery>);
  const [save] = useMutation(UpdateSiteSettings, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: SiteSettingsQuery, data: { siteSettings: saved.updateSiteSettings } });
    },
  });
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
