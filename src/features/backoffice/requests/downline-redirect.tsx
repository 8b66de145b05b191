import { Navigate, useLocation } from 'react-router-dom';
import { pathTo } from '../../../../machines/lib/routes';

/** `/downline`, the agent's desk before the back office: its requests now live at `/backoffice/requests`. */
export function DownlineRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${pathTo('backofficeRequests')}${search}`} replace />;
}
