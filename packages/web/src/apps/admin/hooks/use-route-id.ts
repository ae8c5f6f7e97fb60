import { useParams } from 'react-router';

/** The `:id` of the route as a positive integer, or null when it is not one. */
export function useRouteId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
