import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { pathTo, ROUTE_TABLE, type RouteKey } from '../../../../machines/lib/routes';
import type { BackofficeDashboardQuery as DashboardData } from '@/gql/graphql';
import { DashboardView } from './dashboard-view';

export { BackofficeDashboardQuery } from './dashboard-documents';

/** A back-office screen's address, or null while that screen is not in the route table (its part not yet built). */
function screen(key: string): string | null {
  return key in ROUTE_TABLE ? pathTo(key as Extract<RouteKey, 'backofficeDownline'>) : null;
}

/** `/backoffice`: the dashboard. */
export function DashboardPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<DashboardData>);
  return (
    <DashboardView
      figures={data.backofficeDashboard}
      links={{ downline: screen('backofficeDownline'), risk: screen('backofficeRisk'), reports: screen('backofficeReports'), requests: screen('backofficeRequests') }}
    />
  );
}
